import { describe, expect, it } from 'vitest';
import { resolveVariables, unresolvedIn, variableNames, variableValues } from '@/lib/records/variables';
import { fastestMs } from '@/test/support/linear-time';
import { sampleTicket } from '@/test/support/samples';

const agent = { name: 'Alex Agent', email: 'agent@sidedesk.test' };
const now = new Date('2026-11-24T10:00:00Z');
const values = variableValues({ ticket: sampleTicket(), agent, now, locale: 'en' });
const plain = (template: string) => resolveVariables(template, values, { format: 'text' });

describe('variables of saved replies', () => {
  it('fills every variable from the ticket, the agent and the date in the UI language', () => {
    const names = variableNames.filter((name) => name !== 'cursor');
    const result = plain(names.map((n) => `{{${n}}}`).join('|'));
    expect(result.text.split('|')).toEqual([
      'Dana Customer',
      'Dana',
      'dana@example.com',
      '4478963',
      'Cannot log in',
      'Accounts',
      'Alex Agent',
      'Alex',
      'agent@sidedesk.test',
      'November 24, 2026',
    ]);
    expect(result.unresolved).toEqual([]);
    expect(variableValues({ now, locale: 'de' }).today).toBe('24. November 2026');
  });

  it('accepts spaces inside the braces and prefers the workspace’s reply author e-mail', () => {
    const own = variableValues({ agent, authorEmail: 'team@example.com', locale: 'en' });
    expect(resolveVariables('{{ agent.email }}', own, { format: 'text' }).text).toBe('team@example.com');
  });

  it('places the caret where {{cursor}} stood, and removes every cursor mark', () => {
    expect(plain('Hi {{customer.firstName}},\n\n{{cursor}}Bye{{cursor}}')).toEqual({
      text: 'Hi Dana,\n\nBye',
      cursor: 10,
      unresolved: [],
    });
    expect(plain('No mark').cursor).toBeNull();
  });

  it('leaves a variable without a value, or an unknown one, visibly in place and reports it', () => {
    const none = variableValues({ locale: 'en', now });
    const result = resolveVariables('Hi {{customer.firstName}}, {{order.id}} {{ today }}', none, {
      format: 'text',
    });
    expect(result.text).toBe('Hi {{customer.firstName}}, {{order.id}} November 24, 2026');
    expect(result.unresolved).toEqual(['{{customer.firstName}}', '{{order.id}}']);
    const blank = variableValues({ ticket: sampleTicket({ title: '  ' }), locale: 'en' });
    expect(resolveVariables('{{ticket.title}}', blank, { format: 'text' }).unresolved).toEqual([
      '{{ticket.title}}',
    ]);
  });

  it('inserts values as text: escaped in an HTML reply, untouched in a plain one', () => {
    const hostile = variableValues({
      ticket: sampleTicket({ title: '<img src=x onerror=alert(1)> & "quotes" \'too\'' }),
      locale: 'en',
    });
    expect(resolveVariables('<p>{{ticket.title}}</p>', hostile, { format: 'html' }).text).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot; &#39;too&#39;</p>',
    );
    expect(resolveVariables('{{ticket.title}}', hostile, { format: 'text' }).text).toBe(
      '<img src=x onerror=alert(1)> & "quotes" \'too\'',
    );
  });

  it('never expands a variable written inside a value (one pass)', () => {
    const sneaky = variableValues({
      ticket: sampleTicket({ title: '{{agent.email}}' }),
      agent,
      locale: 'en',
    });
    const result = resolveVariables('{{ticket.title}}', sneaky, { format: 'text' });
    expect(result.text).toBe('{{agent.email}}');
    expect(unresolvedIn(result.text)).toEqual(['{{agent.email}}']);
  });

  it('resolves the innermost pair of nested braces and leaves the rest for Send to flag', () => {
    expect(plain('{{{customer.firstName}}}').text).toBe('{Dana}');
    const nested = plain('{{ {{customer.firstName}} }}');
    expect(nested.text).toBe('{{ Dana }}');
    expect(unresolvedIn(nested.text)).toEqual(['{{ Dana }}']);
    expect(plain('{{customer.{{ticket.id}}}}').text).toBe('{{customer.4478963}}');
  });

  it('finds what would reach the customer by accident: any {{…}} or a lone {{', () => {
    expect(unresolvedIn('Hi Dana, all done.')).toEqual([]);
    expect(unresolvedIn('Hi {{customer.name}} and {{customer.name}}')).toEqual(['{{customer.name}}']);
    expect(unresolvedIn('Type {{ to start')).toEqual(['{{']);
    expect(unresolvedIn('a { single } brace')).toEqual([]);
  });

  it('keeps a hostile customer name data in every format, and a plain reply data in HTML', () => {
    const name = '[Reset password](https://evil.example/phish) <b>x</b>';
    const hostile = variableValues({
      ticket: sampleTicket({ author: { ...sampleTicket().author, name } }),
      locale: 'en',
    });
    const markdown = resolveVariables('Hi {{customer.name}}', hostile, { format: 'markdown' }).text;
    expect(markdown).toBe('Hi \\[Reset password\\](https://evil.example/phish) <b>x</b>');
    const plainReply = resolveVariables('<i>{{cursor}}Hi</i>\n{{customer.name}}', hostile, {
      format: 'html',
      plainTemplate: true,
    });
    expect(plainReply.text).toBe(
      '&lt;i&gt;Hi&lt;/i&gt;<br>\n[Reset password](https://evil.example/phish) &lt;b&gt;x&lt;/b&gt;',
    );
    expect(plainReply.cursor).toBe('&lt;i&gt;'.length);
  });

  it('reads a megabyte of braces in linear time (a ReDoS guard, not a benchmark)', () => {
    for (const unit of ['{{', '{{ ', '{{a', '{{a.', '}}']) {
      const text = unit.repeat(Math.ceil(1_000_000 / unit.length));
      const ms = fastestMs(() => {
        resolveVariables(text, values, { format: 'markdown' });
        unresolvedIn(text);
      });
      expect(ms, unit).toBeLessThan(2_000);
    }
  });
});

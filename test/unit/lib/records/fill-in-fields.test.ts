import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '@/lib/html/markdown';
import { fieldEntries, fieldText, parseFields } from '@/lib/records/fill-in-fields';
import { unfilledFields } from '@/lib/records/unfilled-fields';
import { resolveVariables, variableValues } from '@/lib/records/variables';
import { fastestMs } from '@/test/support/linear-time';
import { sampleTicket } from '@/test/support/samples';

const values = variableValues({ ticket: sampleTicket(), locale: 'en' });

describe('fill-in fields of saved replies', () => {
  it('reads every kind, with defaults and choices, in the order of first use', () => {
    const { fields, problems } = parseFields(
      'Order {{ask:Order number}}, {{ask: Refund amount |number|default:0}} via ' +
        '{{ask:Shipping|choice:Standard, Express,Pick-up}} on {{ask:Delivery date|date|default:2026-12-24}}',
    );
    expect(problems).toEqual([]);
    expect(fields).toEqual([
      { name: 'Order number', kind: 'text', choices: [], fallback: null },
      { name: 'Refund amount', kind: 'number', choices: [], fallback: '0' },
      { name: 'Shipping', kind: 'choice', choices: ['Standard', 'Express', 'Pick-up'], fallback: null },
      { name: 'Delivery date', kind: 'date', choices: [], fallback: '2026-12-24' },
    ]);
  });

  it('asks a name used twice once, and calls two kinds under one name malformed', () => {
    expect(parseFields('{{ask:Order}} and {{ask:Order|text}} again').fields).toHaveLength(1);
    const clash = parseFields('{{ask:Order}}\n\n{{ask:Order|number}}');
    expect(clash.problems).toEqual([
      { code: 'kind-clash', place: 2, line: 3, source: '{{ask:Order|number}}' },
    ]);
  });

  it('names each malformed field by its place: the nth field, its line and its source', () => {
    const text = [
      '{{ask:}}',
      '{{ask:Amount|nmber}}',
      '{{ask:Ship|choice: , }}',
      '{{ask:Amount2|number|default:lots}}',
      '{{ask:Way|choice:A,B|default:C}}',
      '{{ask:When|date|default:24.12.2026}}',
      '{{ask:Open {{customer.name}}',
    ].join('\n');
    expect(parseFields(text).problems).toEqual([
      { code: 'no-name', place: 1, line: 1, source: '{{ask:}}' },
      { code: 'unknown-part', part: 'nmber', place: 2, line: 2, source: '{{ask:Amount|nmber}}' },
      { code: 'no-choices', place: 3, line: 3, source: '{{ask:Ship|choice: , }}' },
      { code: 'bad-default', place: 4, line: 4, source: '{{ask:Amount2|number|default:lots}}' },
      { code: 'bad-default', place: 5, line: 5, source: '{{ask:Way|choice:A,B|default:C}}' },
      { code: 'bad-default', place: 6, line: 6, source: '{{ask:When|date|default:24.12.2026}}' },
      { code: 'unclosed', place: 7, line: 7, source: '{{ask:Open ' },
    ]);
  });

  it('formats a number and a date in the interface language, and uses the default for an empty entry', () => {
    const [amount, when] = parseFields('{{ask:A|number|default:0}}{{ask:D|date}}').fields;
    if (!amount || !when) throw new Error('two fields expected');
    expect(fieldText(amount, '1234.5', 'en')).toBe('1,234.5');
    expect(fieldText(amount, '1234.5', 'nb')).toBe('1\u00a0234,5');
    expect(fieldText(amount, '  ', 'en')).toBe('0');
    expect(fieldText(amount, 'ten', 'en')).toBeNull();
    expect(fieldText(when, '2026-12-24', 'en')).toBe('December 24, 2026');
    expect(fieldText(when, '2026-12-24', 'fi')).toBe('24. joulukuuta 2026');
    expect(fieldText(when, '', 'en')).toBeNull(); // empty, and no default: refused
  });

  it('finds the fields Send must refuse, by name, malformed ones as written', () => {
    expect(unfilledFields('Hi {{ask:Order}} {{ask:Order|text}} {{ask:|x}} {{customer.name}}')).toEqual([
      'Order',
      '{{ask:|x}}',
    ]);
    expect(unfilledFields('{{ask:Open')).toEqual(['Open']);
    expect(unfilledFields('Hi {{customer.name}}, all filled')).toEqual([]);
  });

  it('reads 100 kB of fields, open fields and braces in linear time (a ReDoS guard)', () => {
    for (const unit of ['{{ask:', '{{ask:a|', '{{ask:a}}\n', '{{ask:a|choice:x,', '{{']) {
      const text = unit.repeat(Math.ceil(100_000 / unit.length));
      const ms = fastestMs(() => {
        parseFields(text);
        unfilledFields(text);
        resolveVariables(text, values, { format: 'markdown', fields: { a: 'x' } });
        fieldEntries(text, new Map([['a', 'x']]));
      });
      expect(ms, unit).toBeLessThan(2_000);
    }
  });
});

describe('fill-in values in a message', () => {
  const hostile =
    '<img src=x onerror=alert(1)> [Reset](https://evil.example) *now* {{customer.name}} {{ask:B}}';
  const fill = (template: string, format: 'text' | 'html' | 'markdown', plainTemplate = false) =>
    resolveVariables(template, values, {
      format,
      plainTemplate,
      fields: fieldEntries(
        template,
        new Map([
          ['A', hostile],
          ['B', 'b'],
        ]),
      ),
    }).text;

  it('inserts a value as data in a plain, an HTML and a formatted message, never expanding it', () => {
    expect(fill('Hi {{customer.firstName}}: {{ask:A}}', 'text')).toBe(`Hi Dana: ${hostile}`);
    expect(fill('<p>{{ask:A}}</p>', 'html')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; [Reset](https://evil.example) *now* {{customer.name}} {{ask:B}}</p>',
    );
    const formatted = fill('**Note:** {{ask:A}}', 'markdown');
    expect(formatted).toBe(
      '**Note:** <img src=x onerror=alert(1)> \\[Reset\\](https://evil.example) \\*now\\* {{customer.name}} {{ask:B}}',
    );
    const { html } = markdownToHtml(formatted);
    expect(html).not.toContain('<a');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<em>');
  });

  it('fills every use of a name, and leaves a field without a value as written', () => {
    expect(fill('{{ask:B}}/{{ask:B|text}}/{{ask:C}}', 'text')).toBe('b/b/{{ask:C}}');
    expect(fill('<b>{{ask:B}}</b>', 'html', true)).toBe('&lt;b&gt;b&lt;/b&gt;');
  });
});

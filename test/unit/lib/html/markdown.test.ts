import { describe, expect, it } from 'vitest';
import { escapeMarkdown, markdownToHtml } from '@/lib/html/markdown';
import { fastestMs } from '@/test/support/linear-time';

describe('markdownToHtml', () => {
  it('keeps plain text plain (not formatted), with paragraphs and line breaks', () => {
    expect(markdownToHtml('Hello Noah,\nthanks.\n\nAlex')).toEqual({
      html: '<p>Hello Noah,<br>thanks.</p>\n<p>Alex</p>',
      formatted: false,
    });
  });

  it('turns bold, italic and links into markup', () => {
    const { html, formatted } = markdownToHtml('**Now** *really* _soon_: [the guide](https://x.test/a_b_c)');
    expect(formatted).toBe(true);
    expect(html).toBe(
      '<p><strong>Now</strong> <em>really</em> <em>soon</em>: <a href="https://x.test/a_b_c">the guide</a></p>',
    );
  });

  it('makes bulleted and numbered lists', () => {
    expect(markdownToHtml('Steps:\n1. Open\n2. Close\n\n- a\n* b').html).toBe(
      '<p>Steps:</p>\n<ol><li>Open</li><li>Close</li></ol>\n<ul><li>a</li><li>b</li></ul>',
    );
  });

  it('escapes every tag the agent types, and links only to https, http and mailto', () => {
    const { html } = markdownToHtml('<b onclick="x">hi</b> [x](javascript:alert(1)) & "q"');
    expect(html).toBe(
      '<p>&lt;b onclick=&quot;x&quot;&gt;hi&lt;/b&gt; [x](javascript:alert(1)) &amp; &quot;q&quot;</p>',
    );
  });

  it('leaves snake_case, 2*3*4, lone asterisks and quotes alone', () => {
    const { html, formatted } = markdownToHtml('my_var_name is 2*3*4 * 5\n> quoted');
    expect(formatted).toBe(false);
    expect(html).toBe('<p>my_var_name is 2*3*4 * 5<br>&gt; quoted</p>');
  });

  it('keeps a mark after a backslash as text, and sends such a message as HTML', () => {
    expect(markdownToHtml('\\*not bold\\* \\[x\\](https://x.test) a\\\\b')).toEqual({
      html: '<p>*not bold* [x](https://x.test) a\\b</p>',
      formatted: true,
    });
    expect(markdownToHtml('\\- not a list\n1\\. nor this').html).toBe('<p>- not a list<br>1. nor this</p>');
  });
});

describe('escapeMarkdown', () => {
  const hostile = [
    '[Reset password](https://evil.example/phish)',
    '**loud** _soft_ *em*',
    '- item\n+ item\n 1. first\n2) second',
    'back\\slash \\[ and \\*',
    '<img src=x onerror=alert(1)>',
  ];
  it.each(hostile)('reads back as the same text: %s', (text) => {
    const { html } = markdownToHtml(escapeMarkdown(text));
    const escaped = text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
    expect(html).toBe(`<p>${escaped.split('\n').join('<br>')}</p>`);
    expect(html).not.toMatch(/<(a|strong|em|ul|ol|li|img)\b/);
  });
});

// A ReDoS guard, not a benchmark (as test/unit/integration/hostile-text.test.ts): a backtracking
// pattern takes seconds on these, a linear one milliseconds.
describe('the shorthand reads hostile text in linear time', () => {
  const megabyte = (unit: string) => unit.repeat(Math.ceil(1_000_000 / unit.length));
  const timed = (text: string) => fastestMs(() => markdownToHtml(text));
  // Links and variables: as fast as letters, measured beside each case (within what a busy
  // machine adds; a backtracking pattern is thousands of times slower).
  it.each([
    ['[', megabyte('[')],
    ['[a](', megabyte('[a](')],
    ['[a](https://', megabyte('[a](https://')],
    ['](https://x', `[${megabyte('](https://x')}`],
    ['{{', megabyte('{{')],
  ])('a 1 MB line of %s', (_, text) => {
    const letters = Math.max(timed(megabyte('a')), 20);
    expect(timed(text)).toBeLessThan(letters * 20 + 1_000);
  });
  // Emphasis and escapes turn much of such a line into markup, so they write more; still linear
  // (a quadratic pattern takes minutes on a megabyte).
  it.each([
    ['*', megabyte('*')],
    ['**a ', megabyte('**a ')],
    ['_a ', megabyte('_a ')],
    ['\\', megabyte('\\')],
  ])('a 1 MB line of %s', (_, text) => {
    expect(timed(text)).toBeLessThan(5_000);
  });
});

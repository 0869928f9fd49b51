import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '@/lib/html/markdown';

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
});

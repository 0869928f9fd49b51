import { describe, expect, it } from 'vitest';
import { emptyReplyFields } from '@/lib/records/reply-fields';
import { renderReply, replyToPost, statusKey } from '@/lib/sending/send-control';

const fields = (over = {}) => ({ ...emptyReplyFields(), message: 'Hi', ...over });

describe('send control', () => {
  it('says what happens to the status; Complete wins over keeping it', () => {
    expect(statusKey(fields())).toBe('composer.status.service');
    expect(statusKey(fields({ suppressAutoupdate: true }))).toBe('composer.status.unchanged');
    expect(statusKey(fields({ suppressAutoupdate: true, complete: true }))).toBe('composer.status.completed');
    expect(statusKey(fields({ complete: true, isDraft: true }))).toBe('composer.status.draft');
  });

  const plain = { message: 'Hi', isHtml: false };
  it('posts Send and complete, and Save as draft, as one-click alternatives', () => {
    expect(replyToPost(fields({ suppressAutoupdate: true }), plain, 'complete')).toMatchObject({
      complete: true,
      suppressAutoupdate: false,
      isDraft: false,
    });
    expect(replyToPost(fields({ complete: true }), plain, 'draft')).toMatchObject({
      complete: false,
      isDraft: true,
    });
  });

  it('sends the shorthand as HTML only when it was used, and every HTML through the sanitizer', async () => {
    const seen: string[] = [];
    const sanitize = async (markup: string) => {
      seen.push(markup);
      return `clean:${markup}`;
    };
    expect(await renderReply('Hi', 'markdown', sanitize)).toEqual({ message: 'Hi', isHtml: false });
    expect(await renderReply('**Hi**', 'markdown', sanitize)).toEqual({
      message: 'clean:<p><strong>Hi</strong></p>',
      isHtml: true,
    });
    expect(await renderReply('**Hi**', 'text', sanitize)).toEqual({ message: '**Hi**', isHtml: false });
    expect(await renderReply('<b>x</b>', 'html', sanitize)).toEqual({
      message: 'clean:<b>x</b>',
      isHtml: true,
    });
    expect(seen).toEqual(['<p><strong>Hi</strong></p>', '<b>x</b>']);
  });
});

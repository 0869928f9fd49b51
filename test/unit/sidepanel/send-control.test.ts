import { describe, expect, it } from 'vitest';
import { replyToPost, statusKey } from '@/components/sidepanel/send-control';
import { emptyReplyFields } from '@/lib/tickets/reply-fields';

const fields = (over = {}) => ({ ...emptyReplyFields(), message: 'Hi', ...over });

describe('send control', () => {
  it('says what happens to the status; Complete wins over keeping it', () => {
    expect(statusKey(fields())).toBe('composer.status.service');
    expect(statusKey(fields({ suppressAutoupdate: true }))).toBe('composer.status.unchanged');
    expect(statusKey(fields({ suppressAutoupdate: true, complete: true }))).toBe('composer.status.completed');
    expect(statusKey(fields({ complete: true, isDraft: true }))).toBe('composer.status.draft');
  });

  it('posts Send and complete, and Save as draft, as one-click alternatives', () => {
    expect(replyToPost(fields({ suppressAutoupdate: true }), 'text', 'complete')).toMatchObject({
      complete: true,
      suppressAutoupdate: false,
      isDraft: false,
    });
    expect(replyToPost(fields({ complete: true }), 'text', 'draft')).toMatchObject({
      complete: false,
      isDraft: true,
    });
  });

  it('sends the shorthand as HTML only when it was used', () => {
    expect(replyToPost(fields(), 'markdown', 'send')).toMatchObject({ message: 'Hi', isHtml: false });
    expect(replyToPost(fields({ message: '**Hi**' }), 'markdown', 'send')).toMatchObject({
      message: '<p><strong>Hi</strong></p>',
      isHtml: true,
    });
    expect(replyToPost(fields({ message: '**Hi**' }), 'text', 'send')).toMatchObject({
      message: '**Hi**',
      isHtml: false,
    });
    expect(replyToPost(fields({ message: '<b>x</b>' }), 'html', 'send')).toMatchObject({ isHtml: true });
  });
});

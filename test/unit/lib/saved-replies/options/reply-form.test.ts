import { describe, expect, it } from 'vitest';
import { toRepliesFile } from '@/lib/records/replies-file-format';
import {
  addAttachment,
  checkReplyForm,
  emptyReplyForm,
  type ReplyForm,
  toReplyForm,
} from '@/lib/saved-replies/options/reply-form';
import { parseRepliesFile } from '@/lib/saved-replies/replies-file';
import { savedReply } from '@/test/support/samples';

const form = (patch: Partial<ReplyForm> = {}): ReplyForm => ({
  ...emptyReplyForm(),
  name: 'Manual',
  text: 'Here is the manual.',
  ...patch,
});

describe('the saved-reply form’s attachments', () => {
  it('adds a typed https attachment, named after its file unless a name is given', () => {
    const first = addAttachment(form({ attachmentUrl: ' https://files.example/docs/user%20guide.pdf ' }));
    expect(first).toMatchObject({
      ok: true,
      form: {
        attachments: [{ url: 'https://files.example/docs/user%20guide.pdf', name: 'user guide.pdf' }],
        attachmentUrl: '',
        attachmentName: '',
      },
    });
    if (!first.ok) throw new Error('refused');
    const second = addAttachment({
      ...first.form,
      attachmentUrl: 'https://x.example/a',
      attachmentName: 'Terms',
    });
    expect(second.ok && second.form.attachments.map((a) => a.name)).toEqual(['user guide.pdf', 'Terms']);
  });

  it.each([
    ['http://files.example/a.pdf', /full https address/],
    ['javascript:alert(1)', /full https address/],
    ['files.example/a.pdf', /full https address/],
  ])('refuses %j with a sentence', (attachmentUrl, sentence) => {
    const result = addAttachment(form({ attachmentUrl }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(sentence);
  });

  it('refuses the same URL twice and a name that is too long', () => {
    const attachments = [{ url: 'https://x.example/a', name: 'a' }];
    expect(addAttachment(form({ attachments, attachmentUrl: 'https://x.example/a' }))).toEqual({
      ok: false,
      error: 'That attachment is already added.',
    });
    expect(
      addAttachment(form({ attachmentUrl: 'https://x.example/b', attachmentName: 'n'.repeat(256) })),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/at most 255/) });
  });

  it('saves an attachment typed but not added, and refuses the whole form while it is wrong', () => {
    const typed = checkReplyForm(form({ attachmentUrl: 'https://x.example/terms.pdf' }), []);
    expect(typed.ok && typed.reply.attachments).toEqual([
      { url: 'https://x.example/terms.pdf', name: 'terms.pdf' },
    ]);
    const wrong = checkReplyForm(form({ attachmentUrl: 'ftp://x.example/terms.pdf' }), []);
    expect(wrong).toMatchObject({ ok: false, errors: { attachment: expect.stringMatching(/https/) } });
  });

  it('an edited reply keeps its attachments, and they survive export and import', () => {
    const reply = savedReply();
    const edited = checkReplyForm({ ...toReplyForm(reply), text: 'New text' }, [reply]);
    if (!edited.ok) throw new Error('refused');
    expect(edited.reply.attachments).toEqual(reply.attachments);
    const [imported] = parseRepliesFile(JSON.stringify(toRepliesFile([{ ...reply, ...edited.reply }])));
    expect(imported?.attachments).toEqual(reply.attachments);
  });
});

import { computed, signal } from '@preact/signals';
import { reported } from '@/lib/diagnostics/report';
import { describeError, t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { TeamLibraryResult } from '@/lib/messaging/protocol';
import { toRepliesFile } from '@/lib/records/replies-file-format';
import type { SavedReply } from '@/lib/records/saved-reply';
import { exampleReplies } from '@/lib/saved-replies/examples';
import type { Notice } from '@/lib/settings/settings-model';
import {
  addAttachment,
  checkReplyForm,
  emptyReplyForm,
  type ReplyForm,
  type ReplyFormErrors,
  toReplyForm,
} from './reply-form';

// The Saved replies section of Options. The worker stores them; this model asks it (protocol) and
// shows what it answers. On a first run it shows the ready-made examples, which the worker stores
// with the first change (`seed`).

export function createSavedRepliesModel(client: ProtocolClient) {
  const stored = signal<SavedReply[] | null | undefined>(undefined);
  const team = signal<TeamLibraryResult | null>(null);
  const form = signal<ReplyForm | null>(null);
  const errors = signal<ReplyFormErrors>({});
  const notice = signal<Notice | null>(null);
  const busy = signal(false);
  const examples = exampleReplies();
  /** Only the ready-made examples so far (`example-` ids): Options says what they are. */
  const firstRun = computed(
    () =>
      stored.value === null ||
      (!!stored.value?.length && stored.value.every((r) => r.id.startsWith('example-'))),
  );
  const replies = computed(() => stored.value ?? (stored.value === null ? examples : []));
  const seed = () => (stored.value === null ? examples : undefined);

  const say = (kind: Notice['kind'], message: string) => {
    notice.value = { kind, message };
  };
  /** Runs one change in the worker; the answer is the new list. */
  async function run(step: () => Promise<{ replies: SavedReply[] }>, done: (r: SavedReply[]) => string) {
    busy.value = true;
    try {
      const { replies: next } = await step();
      stored.value = next;
      say('ok', done(next));
      return true;
    } catch (error) {
      say('error', describeError(error));
      return false;
    } finally {
      busy.value = false;
    }
  }

  async function load(): Promise<void> {
    try {
      // A first run stores the examples in this language at once (lib/saved-replies/worker/saved-replies.ts).
      stored.value = (await client.call({ op: 'listSavedReplies', seed: examples })).replies;
    } catch (error) {
      say('error', describeError(error));
    }
    // Once more after a failed call: a worker that is just starting may not answer the first one.
    const library = () => client.call({ op: 'getTeamLibrary' });
    team.value = await library()
      .catch(() => new Promise((wait) => setTimeout(wait, 1_000)).then(library))
      .catch(reported('saved-replies/team', null));
  }

  return {
    replies,
    firstRun,
    loaded: computed(() => stored.value !== undefined),
    team,
    form,
    errors,
    notice,
    busy,
    startAdd: () => {
      form.value = emptyReplyForm();
      errors.value = {};
    },
    startEdit: (reply: SavedReply) => {
      form.value = toReplyForm(reply);
      errors.value = {};
    },
    cancel: () => {
      form.value = null;
    },
    update: (patch: Partial<ReplyForm>) => {
      if (form.value) form.value = { ...form.value, ...patch };
    },
    /** "Add attachment": the typed name and URL join the list, or the field says what is wrong. */
    addAttachment: () => {
      if (!form.value) return;
      const added = addAttachment(form.value);
      const { attachment: _old, ...rest } = errors.value;
      errors.value = added.ok ? rest : { ...rest, attachment: added.error };
      if (added.ok) form.value = added.form;
    },
    removeAttachment: (url: string) => {
      if (form.value)
        form.value = { ...form.value, attachments: form.value.attachments.filter((a) => a.url !== url) };
    },
    async save(): Promise<void> {
      if (!form.value) return;
      const checked = checkReplyForm(form.value, replies.value);
      if (!checked.ok) {
        errors.value = checked.errors;
        say('error', t('replies.problem.form'));
        return;
      }
      errors.value = {};
      const { reply } = checked;
      const saved = await run(
        () => client.call({ op: 'saveSavedReply', reply, seed: seed() }),
        () => t('replies.notice.saved', { name: reply.name }),
      );
      if (saved) form.value = null;
    },
    remove: (reply: SavedReply) =>
      run(
        () => client.call({ op: 'deleteSavedReply', id: reply.id, seed: seed() }),
        () => t('replies.notice.deleted', { name: reply.name }),
      ),
    move: (reply: SavedReply, by: -1 | 1) => {
      const to = replies.value.findIndex((r) => r.id === reply.id) + by;
      return run(
        () => client.call({ op: 'moveSavedReply', id: reply.id, to: Math.max(0, to), seed: seed() }),
        () => '',
      );
    },
    async importText(text: string): Promise<void> {
      busy.value = true;
      try {
        const result = await client.call({ op: 'importSavedReplies', text, seed: seed() });
        stored.value = result.replies;
        say('ok', t('replies.notice.imported', { count: result.imported }));
      } catch (error) {
        say('error', t('replies.notice.import-refused', { problem: describeError(error) }));
      } finally {
        busy.value = false;
      }
    },
    /** The export file's text, and says so. */
    exportText(): string {
      const list = replies.value;
      say('ok', t('replies.notice.exported', { count: list.length }));
      return `${JSON.stringify(toRepliesFile(list), null, 2)}\n`;
    },
    load,
  };
}
export type SavedRepliesModel = ReturnType<typeof createSavedRepliesModel>;

import { computed, signal } from '@preact/signals';
import type { Agent, Ticket } from '@/lib/api/schemas';
import { reported } from '@/lib/diagnostics/report';
import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { ReplyOutcome, ReplyUsage, SavedReply } from '@/lib/records/saved-reply';
import { insertBeforeSignature } from '@/lib/records/signature';
import {
  asData,
  escapeHtml,
  type MessageFormat,
  resolveVariables,
  variableValues,
} from '@/lib/records/variables';
import { type FaqLink, faqLinks } from '@/lib/saved-replies/faq-links';
import { rankReplies } from '@/lib/saved-replies/ranking';
import type { Workspace } from '@/lib/settings/workspace';
import { type Trigger, triggerAt } from './trigger';

// The Saved replies listbox of the composer: what it lists for the `/query` typed, which option is
// active, and the text an inserted item gives. It never writes the message itself: `choose`
// returns the new message and caret, and the composer applies them.

export type PickerItem = { kind: 'reply'; reply: SavedReply; team: boolean } | { kind: 'faq'; faq: FaqLink };

interface PickerSources {
  client: ProtocolClient;
  ticket: () => Ticket | null;
  agent: () => Agent | null;
  workspace: () => Workspace | null;
  /** The UI language (`{{today}}`, the FAQ instances). */
  locale: string;
}

interface Insertion {
  message: string;
  caret: number;
  outcome: ReplyOutcome | null;
  unresolved: string[];
}

/** Where an item goes: the typed `/query` it replaces, or the caret of the toolbar button. */
export type HeldTrigger = Trigger & { typed: boolean };

const idOf = (item: PickerItem) => (item.kind === 'faq' ? item.faq.id : item.reply.id);

export function createRepliesPicker(sources: PickerSources) {
  const own = signal<SavedReply[]>([]);
  const team = signal<SavedReply[]>([]);
  const faqs = signal<FaqLink[]>([]);
  const usage = signal<ReplyUsage>({});
  /** `typed`: the agent typed the `/query` (it is replaced); else the toolbar button opened the list. */
  const trigger = signal<HeldTrigger | null>(null);
  const activeIndex = signal(0);

  const items = computed<PickerItem[]>(() => {
    const at = trigger.value;
    if (!at) return [];
    const replies = rankReplies([...own.value, ...team.value], at.query, usage.value);
    const teamIds = new Set(team.value.map((r) => r.id));
    const q = at.query.toLowerCase();
    return [
      ...replies.map((reply) => ({ kind: 'reply' as const, reply, team: teamIds.has(reply.id) })),
      ...faqs.value
        .filter((f) => f.name.toLowerCase().includes(q))
        .map((faq) => ({ kind: 'faq' as const, faq })),
    ];
  });
  const active = computed(() => items.value[Math.min(activeIndex.value, items.value.length - 1)] ?? null);

  /** The agent's and the team's saved replies (the worker answers from storage, cheaply). */
  async function loadReplies(): Promise<void> {
    const { client } = sources;
    const [mine, library] = await Promise.all([
      client.call({ op: 'listSavedReplies' }).catch(reported('saved-replies/mine', null)),
      client.call({ op: 'getTeamLibrary' }).catch(reported('saved-replies/team', null)),
    ]);
    if (mine) {
      // The ready-made examples only on a first run: loaded then, not with every panel, and
      // stored at once in this language (the worker keeps whichever page's seed came first).
      const seeded = mine.replies
        ? null
        : await import('@/lib/saved-replies/examples').then(({ exampleReplies }) =>
            client
              .call({ op: 'listSavedReplies', seed: exampleReplies() })
              .catch(reported('saved-replies/seed', null)),
          );
      own.value = mine.replies ?? seeded?.replies ?? [];
      usage.value = mine.usage;
    }
    if (library) team.value = library.replies;
  }

  async function load(): Promise<void> {
    const instances = sources.client
      .call({ op: 'listFaqInstances', language: sources.locale })
      .catch(reported('saved-replies/faq', null));
    await loadReplies();
    const faq = await instances;
    if (faq) faqs.value = faqLinks(faq.instances);
  }

  /** The listbox follows the text: open while a `/query` ends at the caret. */
  function follow(text: string, caret: number): void {
    const found = triggerAt(text, caret);
    if (found?.start !== trigger.value?.start || found?.query !== trigger.value?.query) activeIndex.value = 0;
    trigger.value = found && { ...found, typed: true };
  }

  const values = () =>
    variableValues({
      ticket: sources.ticket(),
      agent: sources.agent(),
      authorEmail: sources.workspace()?.authorEmail,
      locale: sources.locale,
    });

  /** The workspace's signature as new messages get it (variables resolved), or '' when it is off. */
  function signatureText(format: MessageFormat): string {
    const workspace = sources.workspace();
    if (workspace?.addSignature === false || !workspace?.signature?.trim()) return '';
    return resolveVariables(workspace.signature.trim(), values(), { format }).text;
  }

  /**
   * The text with `item` in place of the `/query` (or at the caret, from the toolbar button), in
   * the message's `format`: values, and a plain reply's whole text, join it as data. `filled`: the
   * fill-in form's values (`fieldEntries`) and the `/query` it held (`hold`) while it asked.
   */
  function choose(
    item: PickerItem,
    message: string,
    caret: number,
    format: MessageFormat,
    filled?: { fields: Record<string, string>; at: HeldTrigger },
  ): Insertion {
    const html = format === 'html';
    const at = filled?.at ?? trigger.value ?? { start: caret, query: '', typed: false };
    const before = message.slice(0, at.start);
    const after = message.slice(at.typed ? at.start + at.query.length + 1 : at.start);
    trigger.value = null;
    if (item.kind === 'faq') {
      const link = html
        ? `<a href="${escapeHtml(item.faq.url)}">${escapeHtml(item.faq.name)}</a>`
        : asData(item.faq.url, format); // an address from the service: data in the shorthand too
      return {
        message: `${before}${link}${after}`,
        caret: before.length + link.length,
        outcome: null,
        unresolved: [],
      };
    }
    const { text, cursor, unresolved } = resolveVariables(item.reply.text, values(), {
      format,
      plainTemplate: !item.reply.isHtml,
      fields: filled?.fields,
    });
    void sources.client
      .call({ op: 'noteSavedReplyUsed', id: item.reply.id })
      .catch(reported('saved-replies/note-used'));
    usage.value = { ...usage.value, [item.reply.id]: Date.now() };
    const signature = signatureText(format);
    const rest = `${before}${after}`;
    const whole = !rest.trim() || rest.trim() === signature.trim();
    const next = whole
      ? insertBeforeSignature(rest.trim() ? rest : '', text, signature)
      : `${before}${text}${after}`;
    const offset = whole ? next.indexOf(text) : before.length;
    return {
      message: next,
      caret: offset + (cursor ?? text.length),
      outcome: item.reply.outcome,
      unresolved,
    };
  }

  return {
    items,
    active,
    open: computed(() => trigger.value !== null),
    query: computed(() => trigger.value?.query ?? ''),
    load,
    loadReplies,
    follow,
    choose,
    signatureText,
    /** The toolbar button: the whole list, inserted at the caret. */
    openAt(caret: number) {
      trigger.value = { start: caret, query: '', typed: false };
      activeIndex.value = 0;
    },
    close() {
      trigger.value = null;
    },
    /** Closes the list but keeps where the reply goes, for `choose` once its form is filled. */
    hold(caret: number): HeldTrigger {
      const at = trigger.value ?? { start: caret, query: '', typed: false };
      trigger.value = null;
      return at;
    },
    move(by: 1 | -1) {
      const count = items.value.length;
      if (count) activeIndex.value = (Math.min(activeIndex.value, count - 1) + by + count) % count;
    },
    optionId: (item: PickerItem) => `saved-reply-${idOf(item).replace(/[^\w-]/g, '_')}`,
    label: (item: PickerItem) =>
      item.kind === 'faq' ? t('replies.picker.faq', { name: item.faq.name }) : item.reply.name,
  };
}
export type RepliesPicker = ReturnType<typeof createRepliesPicker>;

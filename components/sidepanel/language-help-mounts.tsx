import { type Signal, signal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import type { Ticket } from '@/lib/api/schemas';
import { reported } from '@/lib/diagnostics/report';
import { activeLocale } from '@/lib/i18n/format';
import type { MessageHelp } from '@/lib/language-help/MessageHelp';
import type { ReplyHelp } from '@/lib/language-help/ReplyHelp';
import { variableValues } from '@/lib/records/variables';
import type { ComposerModel } from '@/lib/sending/composer-model';
import { agentStorage } from '@/lib/storage/read';
import { useImported } from '@/lib/ui/use-imported';

// On-device language help in the pane: the message's and the reply's, loaded with import() (the
// panel's first paint carries none of it) and never in Firefox, which has no such models.

const OFFERED = !import.meta.env.FIREFOX;

function LazyMessageHelp(props: Parameters<typeof MessageHelp>[0]) {
  const View = useImported(OFFERED, () =>
    import('@/lib/language-help/MessageHelp').then((m) => m.MessageHelp),
  );
  return View ? <View {...props} /> : props.original;
}

function LazyReplyHelp(props: Parameters<typeof ReplyHelp>[0]) {
  const View = useImported(OFFERED, () => import('@/lib/language-help/ReplyHelp').then((m) => m.ReplyHelp));
  return View && <View {...props} />;
}

/** The pane's two mounts, sharing the customer's language once the message's is detected. */
export function createLanguageHelpMounts(
  scope: string,
  ticket: Signal<Ticket | null>,
  composer: Pick<ComposerModel, 'message' | 'format' | 'signature'>,
  /** The values the agent filled in for saved replies' `{{ask:…}}` fields in this composer. */
  filledValues: () => readonly string[],
) {
  const customerLanguage = signal<string | null>(null);
  /** Never translated: the values variables and fill-ins put in, and the signature. */
  const kept = async () => {
    // Without the agent (not stored yet), the ticket's and the fill-ins' values are still kept.
    const agent = await agentStorage.get(scope).catch(reported('language-help/agent', null));
    const values = variableValues({ ticket: ticket.peek(), agent, locale: activeLocale() });
    return [...Object.values(values), ...filledValues(), composer.signature.peek()];
  };
  const format = () => composer.format.peek();
  return {
    message: (shown: Ticket, original: ComponentChildren) => (
      <LazyMessageHelp
        helpKey={`${scope}:${shown.id}`}
        text={shown.message ?? ''}
        customerLanguage={customerLanguage}
        original={original}
      />
    ),
    reply: (
      <LazyReplyHelp
        message={composer.message}
        format={format}
        customerLanguage={customerLanguage}
        kept={kept}
      />
    ),
  };
}

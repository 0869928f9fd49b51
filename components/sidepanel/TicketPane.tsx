import { effect, untracked, useModel } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { followSignIn } from '@/lib/account/follow-sign-in';
import { type ProtocolClient, scopedClient } from '@/lib/messaging/client';
import { useMessageInView } from '@/lib/reading/message-in-view';
import type { NextTicket } from '@/lib/reading/NextTicket';
import { SinceOpened } from '@/lib/reading/SinceOpened';
import { TicketView } from '@/lib/reading/TicketView';
import { createTicketModel } from '@/lib/reading/ticket-model';
import { createComposerReplies } from '@/lib/saved-replies/composer/composer-replies';
import { Composer } from '@/lib/sending/Composer';
import { placeFocus } from '@/lib/sending/composer-fold';
import { createComposerModel } from '@/lib/sending/composer-model';
import { ReplyLog } from '@/lib/sending/ReplyLog';
import { snapshot } from '@/lib/sending/snapshot';
import { snoozedTicketIds } from '@/lib/storage/snoozed';
import { inboxUrl } from '@/lib/tickets/inbox-link';
import { isTyping } from '@/lib/ui/keys';
import type { TypeAhead } from '@/lib/ui/type-ahead';
import { useImported } from '@/lib/ui/use-imported';
import { BLOCKING, ErrorBanner } from './ErrorBanner';
import { createLanguageHelpMounts } from './language-help-mounts';
import { PanelDivider } from './PanelDivider';

/** The header's Snooze, loaded with import() once the ticket has drawn. */
function LazySnooze(props: { client: ProtocolClient; scope: string; ticketId: number }) {
  const Snooze = useImported(true, () => import('@/lib/snooze/PanelSnooze').then((m) => m.PanelSnooze));
  return Snooze && <Snooze {...props} />;
}

/** Next ticket with activity, loaded with import() once Send is pressed here. */
function LazyNext(props: Parameters<typeof NextTicket>[0]) {
  const state = props.outcome?.state;
  const Next = useImported(state === 'sent' || state === 'waiting', () =>
    import('@/lib/reading/NextTicket').then((m) => m.NextTicket),
  );
  return Next && <Next {...props} />;
}

/** One ticket: what to read scrolls (`top` first), the composer stays pinned below. */
export function TicketPane({
  client: pageClient,
  scope,
  workspaceId,
  ticketId,
  openedAt,
  typeAhead,
  openNext,
  workspaces,
  inboxLink,
  noInboxLink,
  top,
}: {
  client: ProtocolClient;
  scope: string;
  /** The id of the scope's workspace (its signed-out state is followed). */
  workspaceId: string | null;
  ticketId: number;
  /** When the agent asked for the ticket (epoch ms); the pane keeps its first value. */
  openedAt?: number;
  /** Keys typed since the ticket was asked for: they go into its reply box once it has focus. */
  typeAhead?: TypeAhead;
  /** Next ticket with activity: opens that ticket in the panel (in its workspace). */
  openNext: (next: { scope: string; ticketId: number }) => void;
  /** The workspaces the badge counts, where Next looks. */
  workspaces: readonly { scope: string; name: string }[];
  inboxLink: string | undefined;
  /** Shown in place of "Open in inbox" while the workspace has no Inbox link. */
  noInboxLink?: ComponentChildren;
  top: ComponentChildren;
}) {
  // Every request of this pane names its workspace (a switch meanwhile never redirects it).
  const client = useMemo(() => scopedClient(pageClient, scope), [pageClient, scope]);
  // The time this pane was asked for: the same ticket asked for again later is noted by its asker.
  const [opened] = useState(() => openedAt ?? Date.now());
  // Follows the copies the worker stores until the pane goes (built once: a pane is keyed by its
  // workspace and ticket).
  const ticket = useModel(() => createTicketModel(client, ticketId, opened, scope));
  // Loads the draft and follows storage until the pane goes, saving what is pending then.
  const composer = useModel(() =>
    createComposerModel(client, scope, ticketId, {
      // The copy on screen (the send's read-back) is no news to the agent; then read again.
      onSent: () => {
        ticket.noteShown();
        void ticket.refresh();
      },
      // What the panel shows as Send is pressed: a change a poll brought in while the agent wrote
      // was said at once ("+1 reply since you opened"), so it holds nothing.
      seen: () => {
        const shown = ticket.ticket.peek();
        // A ticket whose count or last activity is unknown cannot be compared: the worker says so.
        return shown ? (snapshot(shown) ?? 'unknown') : null;
      },
    }),
  );
  // Its effects end when the pane goes (built once: a pane is keyed by its workspace and ticket).
  const replies = useModel(() => createComposerReplies(client, scope, ticket.ticket, composer, 'sp-message'));
  const languageHelp = useMemo(
    () => createLanguageHelpMounts(scope, ticket.ticket, composer, replies.filledValues),
    [scope, ticket, composer, replies],
  );
  useEffect(() => void ticket.load(), [ticket]); // and the path of its category
  // A send held because the ticket moved showed the agent what moved: that copy is what they saw.
  useEffect(
    () =>
      effect(() => {
        const last = composer.outcome.value;
        if (last?.state === 'held' && last.reason === 'moved') untracked(ticket.noteShown);
      }),
    [composer, ticket],
  );
  useEffect(() => {
    // The panel can close at any moment: write what was typed now (a save may be under way).
    const flush = () => void composer.rescue();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [composer]);
  useEffect(() => {
    // Signed in, in any tab: the panel stays visible beside the broker's tab, so it is told (the
    // worker obtained the token), or the agent comes back to it. The ticket is read again.
    const back = () => ticket.failure.peek()?.code === 'sign-in-required' && void ticket.load();
    window.addEventListener('focus', back);
    const stopSignIn = workspaceId ? followSignIn({ id: workspaceId, scope }, back) : () => {};
    return () => {
      window.removeEventListener('focus', back);
      stopSignIn();
    };
  }, [ticket, workspaceId, scope]);
  const failure = ticket.failure.value;
  const shown = ticket.ticket.value;
  // A stale copy on screen can still be answered after a passing failure; nothing else can.
  const blocking = failure && (BLOCKING.has(failure.code) || !shown) ? failure : null;
  const link = inboxUrl(inboxLink, ticketId);
  // A ticket just opened (popup, menu, Next, a notification, the field above): the agent is there
  // to answer, so focus goes to the reply box at any panel height, once per ticket, as soon as the
  // box can take it, with the keys typed meanwhile. A ticket that cannot be answered drops them.
  const focusedOnOpen = useRef<string | null>(null);
  const answerable = composer.loaded.value && !blocking && !!shown;
  useEffect(() => {
    if (blocking) typeAhead?.drop();
    const opened = `${scope}:${ticketId}`;
    if (!answerable || focusedOnOpen.current === opened) return;
    focusedOnOpen.current = opened;
    const box = document.getElementById('sp-message');
    if (!(box instanceof HTMLTextAreaElement)) return;
    placeFocus(box);
    typeAhead?.deliverTo(box);
  }, [answerable, blocking, scope, ticketId, typeAhead]);
  /** Next may take focus: the agent is not typing a new reply, nor at work outside the composer. */
  const nextMayFocus = () => {
    const at = document.activeElement;
    if (!at || at === document.body) return true;
    if (!at.closest('.sp-composer')) return false;
    return !isTyping(at) || composer.untyped.peek();
  };
  // Typing unfolds the composer over the reading area: the customer's first lines stay in view.
  const reading = useMessageInView();
  return (
    <>
      <div class="sp-scroll" ref={reading}>
        {top}
        {blocking && <ErrorBanner failure={blocking} client={client} retry={() => void ticket.load()} />}
        <TicketView
          model={ticket}
          inboxUrl={link}
          client={client}
          scope={scope}
          noInboxLink={noInboxLink}
          headerActions={<LazySnooze client={client} scope={scope} ticketId={ticketId} />}
          messageHelp={languageHelp.message}
        />
        <ReplyLog entries={composer.log.value} />
      </div>
      <PanelDivider />
      <LazyNext
        client={pageClient}
        scope={scope}
        ticketId={ticketId}
        outcome={composer.outcome.value}
        since={opened}
        exclude={snoozedTicketIds}
        mayFocus={nextMayFocus}
        workspaces={workspaces}
        open={openNext}
      />
      <SinceOpened change={ticket.sinceOpened.value} outcome={composer.outcome.value} inboxUrl={link} />
      <Composer
        model={composer}
        blocked={!!blocking || !shown}
        inboxUrl={link}
        ticketStatus={shown?.status ?? ''}
        lockedBy={ticket.lock.value}
        replies={replies}
        underBox={languageHelp.reply}
      />
    </>
  );
}

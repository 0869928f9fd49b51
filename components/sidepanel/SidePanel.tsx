import { effect, useModel } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import { TicketLookup } from '@/lib/lookup/TicketLookup';
import { type ProtocolClient, scopedClient } from '@/lib/messaging/client';
import { InboxLinkOffer } from '@/lib/reading/InboxLinkOffer';
import { UndoBar } from '@/lib/sending/UndoBar';
import type { SettingsFollower } from '@/lib/settings/read';
import { createPanelModel, type PanelModel } from '@/lib/tickets/panel-model';
import { ShortcutList } from '@/lib/ui/ShortcutList';
import { createTypeAhead } from '@/lib/ui/type-ahead';
import { useImported } from '@/lib/ui/use-imported';
import { WorkspaceSwitcher } from '@/lib/workspaces/WorkspaceSwitcher';
import { SignInHint } from './SignInHint';
import { TicketPane } from './TicketPane';
import './sidepanel.css';

/** The side panel: the ticket it follows (popup, context menu, its own field), and the composer. */
export function SidePanel({ client, settings }: { client: ProtocolClient; settings?: SettingsFollower }) {
  // Built once (the page's client and follower stay) and disposed with the panel.
  const model = useModel(() => createPanelModel(client, settings));
  // From each ask for a ticket until its reply box takes focus, keys typed wait for that box.
  const [typeAhead] = useState(createTypeAhead);
  useEffect(() => {
    // A panel that shows no ticket (none asked, or one of a workspace not shown) waits for no box:
    // the keys are the agent's (the lookup field's Enter, first of all).
    let caughtFor = 0;
    const stop = effect(() => {
      const asked = model.asked.value;
      if (model.ticketId.value === null) return typeAhead.drop();
      if (asked > caughtFor) typeAhead.catchKeys();
      caughtFor = asked;
    });
    return () => {
      stop();
      typeAhead.drop();
    };
  }, [model, typeAhead]);
  const ticketId = model.ticketId.value;
  const scope = model.scope.value;
  // Next crossed into another workspace: said while the ticket it opened shows.
  const crossed = model.crossedTo.value;
  const top = (
    <>
      <WorkspaceSwitcher client={client} {...(settings ? { settings } : {})} />
      {crossed && crossed.scope === scope && crossed.ticketId === ticketId && (
        <p role="status" class="sp-crossed">
          {t('next.opened-in', { id: crossed.ticketId, workspace: crossed.workspace })}
        </p>
      )}
      {scope !== null && (
        <UndoBar client={scopedClient(client, scope)} scope={scope} ticketId={ticketId ?? 0} />
      )}
      <TicketLookup model={model} />
      <LazyQuote model={model} />
    </>
  );
  return (
    <main class="sp">
      {ticketId !== null && scope !== null ? (
        // A new pane per ticket: its models, draft and state never leak into the next ticket.
        <TicketPane
          key={`${scope}:${ticketId}`}
          client={client}
          scope={scope}
          workspaceId={model.workspaceId.value}
          ticketId={ticketId}
          openedAt={model.openedAt()}
          typeAhead={typeAhead}
          openNext={(next) => void model.openNext(scope, next)}
          workspaces={model.workspaces.value}
          inboxLink={model.inboxLink.value}
          noInboxLink={<InboxLinkOffer model={model} scope={scope} />}
          top={top}
        />
      ) : (
        <div class="sp-scroll">
          <h1 class="sp-title">{t('panel.open-a-ticket')}</h1>
          <SignInHint client={client} />
          {top}
          {model.ready.value && <p class="muted">{t('panel.empty')}</p>}
        </div>
      )}
      <ShortcutList page="panel" />
    </main>
  );
}

/** A quote from a page, loaded with import() when one first waits. */
function LazyQuote({ model }: { model: PanelModel }) {
  const Quote = useImported(!!model.pendingQuote.value, () =>
    import('@/lib/page-integration/QuoteCard').then((m) => m.QuoteCard),
  );
  return Quote && <Quote model={model} />;
}

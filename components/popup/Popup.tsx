import { useModel } from '@preact/signals';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { ConnectionLine } from '@/lib/account/ConnectionLine';
import { askCategories, type CategoriesAsked } from '@/lib/categories-and-faq/categories-asked';
import { MoreMenu, type MoreView } from '@/lib/categories-and-faq/MoreMenu';
import { t } from '@/lib/i18n/format';
import { SearchBox } from '@/lib/lookup/SearchBox';
import type { ProtocolClient } from '@/lib/messaging/client';
import { OutboxLine } from '@/lib/sending/OutboxLine';
import { type PopupTab, PopupTabs, TabPanel } from '@/lib/ticket-lists/PopupTabs';
import { TicketListView } from '@/lib/ticket-lists/TicketListView';
import { POPUP_LISTS, type PopupList } from '@/lib/ticket-lists/ticket-lists-model';
import { ShortcutList } from '@/lib/ui/ShortcutList';
import { useImported } from '@/lib/ui/use-imported';
import { WorkspaceSwitcher } from '@/lib/workspaces/WorkspaceSwitcher';
import { createPopupModels, type PopupEnvironment, type PopupModels } from './popup-models';
import './popup.css';

const firstTab = (lists: PopupModels['lists']): PopupList =>
  POPUP_LISTS.find((list) => list !== 'drafts' && lists.newCount[list].value > 0) ??
  (lists.rows.watched.value.length ? 'watched' : 'recent');

/** The snooze views (a row's menu, the Snoozed tab): one chunk, loaded when first needed. */
const loadSnooze = () => import('@/lib/snooze/popup-views');

/** `client`: the rows' own (it names their workspace); none before a workspace is known. */
function RowSnoozeMenu(props: {
  client: ProtocolClient | null;
  ticketId: number;
  onClose: (snoozed: boolean) => void;
}) {
  const Menu = useImported(true, () => loadSnooze().then((m) => m.SnoozeMenu));
  const { client, ...rest } = props;
  return Menu && client && <Menu client={client} {...rest} />;
}

function SnoozedTab({
  client,
  models,
  onOpen,
}: {
  client: ProtocolClient;
  models: PopupModels;
  onOpen: (id: number, scope: string) => void;
}) {
  const List = useImported(true, () => loadSnooze().then((m) => m.SnoozedList));
  return List && <List client={client} settings={models.follower()} onOpen={onOpen} />;
}

/** The toolbar popup: a launcher. Search first, the page's ticket, then Watched, Recent and Drafts. */
export function Popup({ client, env }: { client: ProtocolClient; env?: PopupEnvironment }) {
  // Built once (the page's client and environment stay): it reads storage before the first paint,
  // and ends its subscriptions when the popup goes.
  const models = useModel(() => createPopupModels(client, env));
  const { lists, launch } = models;
  /** A row opens in the workspace its list shows, whatever a switch meanwhile made active. */
  const openRow = (id: number, scope = lists.scope()) => void launch.open(id, scope ?? undefined);
  const [chosen, setTab] = useState<PopupTab | null>(null);
  const [more, setMore] = useState<MoreView | null>(null);
  const MorePanel = useImported(more !== null, () =>
    import('@/lib/categories-and-faq/more-views').then((m) => m.MoreViewPanel),
  );
  // The tree, asked of the worker when Categories is first picked: under way while its view loads.
  const [categoriesAsked, setCategoriesAsked] = useState<CategoriesAsked>();
  const openView = (view: MoreView) => {
    if (view === 'categories' && !MorePanel && !categoriesAsked) setCategoriesAsked(askCategories(client));
    setMore(view);
  };
  // Shown once the launcher has found the page's ticket, after the rows: loaded then.
  const pageTicket = models.pageTicket.value;
  const OnThisPage = useImported(pageTicket !== null, () =>
    import('@/lib/lookup/OnThisPage').then((m) => m.OnThisPage),
  );
  // The popup opens on the first tab with new activity, else Watched when it has rows; chosen in
  // the draw that shows the lists (no frame of another tab first), kept so it never jumps while
  // the agent works.
  const loaded = lists.loaded.value;
  const tab = chosen ?? (loaded ? firstTab(lists) : 'recent');
  useEffect(() => {
    if (!loaded) return;
    setTab((current) => current ?? tab);
    models.prepareLauncher(); // effects run after the paint: the rows are on screen
  }, [loaded, tab, models]);
  // In the task that put the lists in the DOM: the app takes over from the first paint there.
  const onDrawn = env?.onDrawn;
  useLayoutEffect(() => {
    if (loaded) onDrawn?.();
  }, [loaded, onDrawn]);
  return (
    <main
      class="popup"
      onPointerDownCapture={models.prepareLauncher}
      onKeyDownCapture={models.prepareLauncher}
    >
      <h1 class="visually-hidden">{t('app.name')}</h1>
      <div class="top">
        <WorkspaceSwitcher client={client} settings={models.follower()} />
        <ConnectionLine model={models.connection} />
        <MoreMenu onView={openView} onOptions={() => void models.connection.openOptions()} />
      </div>
      {/* The outbox's line (replies waiting to be sent), drawn with the lists. */}
      {loaded && (
        <OutboxLine
          client={client}
          settings={models.follower()}
          signedOut={models.connection.status.value?.state === 'sign-in-required'}
          onOpen={openRow}
        />
      )}
      <SearchBox model={launch} pageTicket={pageTicket} />
      {OnThisPage && <OnThisPage ticket={pageTicket} onOpen={(id) => void launch.open(id)} />}
      {more ? (
        MorePanel ? (
          <MorePanel
            view={more}
            client={client}
            categoriesAsked={categoriesAsked}
            onBack={() => setMore(null)}
            {...(env?.language ? { language: env.language } : {})}
          />
        ) : (
          // For a moment at most: the menu started loading the view when it opened.
          <p class="muted" role="status">
            {t('more.loading')}
          </p>
        )
      ) : (
        <>
          <PopupTabs model={lists} active={tab} onSelect={setTab} />
          {POPUP_LISTS.map((list) => (
            <TabPanel key={list} tab={list} active={tab}>
              <TicketListView
                model={lists}
                list={list}
                onOpen={openRow}
                snoozeMenu={(ticketId, close) => (
                  <RowSnoozeMenu client={lists.rowsClient()} ticketId={ticketId} onClose={close} />
                )}
              />
            </TabPanel>
          ))}
          <TabPanel tab="snoozed" active={tab}>
            <SnoozedTab client={client} models={models} onOpen={openRow} />
          </TabPanel>
        </>
      )}
      <ShortcutList page="popup" />
    </main>
  );
}

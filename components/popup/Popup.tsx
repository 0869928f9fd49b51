import { useLayoutEffect, useMemo, useState } from 'preact/hooks';
import type { ProtocolClient } from '@/lib/messaging/client';
import { CategoriesView } from './CategoriesView';
import { ConnectionLine } from './ConnectionLine';
import { FaqView } from './FaqView';
import { LookupView } from './LookupView';
import { PopupTabs, type TabName, TabPanel } from './PopupTabs';
import { createPopupModels, type PopupEnvironment } from './popup-models';
import { TicketListView } from './TicketListView';
import './popup.css';

/** The toolbar popup: connection line, then Lookup, Recent, Watched, Categories and FAQ tabs. */
export function Popup({ client, env }: { client: ProtocolClient; env?: PopupEnvironment }) {
  const models = useMemo(() => createPopupModels(client, env), [client, env]);
  const [tab, setTab] = useState<TabName>('Lookup');
  useLayoutEffect(() => models.start(), [models]); // reads storage before the first paint, not after
  // A row opens like a lookup: the card shows, and the ticket counts as seen.
  const openRow = (ticketId: number) => {
    models.lookup.input.value = String(ticketId);
    setTab('Lookup');
    void models.lookup.open(ticketId);
  };
  return (
    <main class="popup">
      <h1 class="visually-hidden">Sidedesk</h1>
      <ConnectionLine model={models.connection} />
      <PopupTabs active={tab} onSelect={setTab} />
      <TabPanel tab="Lookup" active={tab}>
        <LookupView model={models.lookup} />
      </TabPanel>
      <TabPanel tab="Recent" active={tab}>
        <TicketListView model={models.lists} list="recent" onOpen={openRow} />
      </TabPanel>
      <TabPanel tab="Watched" active={tab}>
        <TicketListView model={models.lists} list="watched" onOpen={openRow} />
      </TabPanel>
      <TabPanel tab="Categories" active={tab}>
        <CategoriesView model={models.categories} />
      </TabPanel>
      <TabPanel tab="FAQ" active={tab}>
        <FaqView model={models.faq} />
      </TabPanel>
    </main>
  );
}

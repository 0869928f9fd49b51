import type { enAll } from './en-all';
import type { Translation } from './format';
import { brokerHelpMessages } from './sv/broker-help';
import { browseMessages } from './sv/browse';
import { connectionMessages } from './sv/connection';
import { detailMessages, errorMessages } from './sv/errors';
import { optionsMessages } from './sv/options';
import { launcherMessages } from './sv/popup';
import { popupPageMessages } from './sv/popup-page';
import { readingMessages } from './sv/reading';
import { replyMessages } from './sv/replies';
import { replyOptionsMessages } from './sv/replies-options';
import { sendMessages } from './sv/send';
import { settingsMessages } from './sv/settings';
import { sidepanelMessages } from './sv/sidepanel';
import { ticketMessages } from './sv/ticket';
import { manifestMessages, toolbarMessages } from './sv/toolbar';
import { workspaceMessages } from './sv/workspaces';
import { workspaceOptionsMessages } from './sv/workspaces-options';

/** Svenska: loaded with import() only when it is the interface language. */
export const catalog: Translation<typeof enAll> = {
  ...errorMessages,
  ...detailMessages,
  ...connectionMessages,
  ...sendMessages,
  ...toolbarMessages,
  ...manifestMessages,
  ...launcherMessages,
  ...settingsMessages,
  ...replyMessages,
  ...sidepanelMessages,
  ...optionsMessages,
  ...browseMessages,
  ...ticketMessages,
  ...workspaceMessages,
  ...workspaceOptionsMessages,
  ...popupPageMessages,
  ...readingMessages,
  ...replyOptionsMessages,
  ...brokerHelpMessages,
};

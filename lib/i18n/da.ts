import { brokerHelpMessages } from './da/broker-help';
import { browseMessages } from './da/browse';
import { connectionMessages } from './da/connection';
import { detailMessages, errorMessages } from './da/errors';
import { optionsMessages } from './da/options';
import { launcherMessages } from './da/popup';
import { popupPageMessages } from './da/popup-page';
import { readingMessages } from './da/reading';
import { replyMessages } from './da/replies';
import { replyOptionsMessages } from './da/replies-options';
import { sendMessages } from './da/send';
import { settingsMessages } from './da/settings';
import { sidepanelMessages } from './da/sidepanel';
import { ticketMessages } from './da/ticket';
import { manifestMessages, toolbarMessages } from './da/toolbar';
import { workspaceMessages } from './da/workspaces';
import { workspaceOptionsMessages } from './da/workspaces-options';
import type { enAll } from './en-all';
import type { Translation } from './format';

/** Dansk: loaded with import() only when it is the interface language. */
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

import { browseMessages } from './da/browse';
import { connectionMessages } from './da/connection';
import { detailMessages, errorMessages } from './da/errors';
import { optionsMessages } from './da/options';
import { launcherMessages, popupMessages } from './da/popup';
import { replyMessages } from './da/replies';
import { sendMessages } from './da/send';
import { settingsMessages } from './da/settings';
import { sidepanelMessages } from './da/sidepanel';
import { ticketMessages } from './da/ticket';
import { manifestMessages, toolbarMessages } from './da/toolbar';
import { workspaceMessages } from './da/workspaces';
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
  ...popupMessages,
  ...launcherMessages,
  ...settingsMessages,
  ...replyMessages,
  ...sidepanelMessages,
  ...optionsMessages,
  ...browseMessages,
  ...ticketMessages,
  ...workspaceMessages,
};

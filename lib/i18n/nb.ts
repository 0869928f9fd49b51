import type { enAll } from './en-all';
import type { Translation } from './format';
import { brokerHelpMessages } from './nb/broker-help';
import { browseMessages } from './nb/browse';
import { connectionMessages } from './nb/connection';
import { detailMessages, errorMessages } from './nb/errors';
import { optionsMessages } from './nb/options';
import { launcherMessages } from './nb/popup';
import { popupPageMessages } from './nb/popup-page';
import { readingMessages } from './nb/reading';
import { replyMessages } from './nb/replies';
import { replyOptionsMessages } from './nb/replies-options';
import { sendMessages } from './nb/send';
import { settingsMessages } from './nb/settings';
import { sidepanelMessages } from './nb/sidepanel';
import { ticketMessages } from './nb/ticket';
import { manifestMessages, toolbarMessages } from './nb/toolbar';
import { workspaceMessages } from './nb/workspaces';
import { workspaceOptionsMessages } from './nb/workspaces-options';

/** Norsk (bokmål): loaded with import() only when it is the interface language. */
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

import type { enAll } from './en-all';
import { brokerHelpMessages } from './fi/broker-help';
import { browseMessages } from './fi/browse';
import { connectionMessages } from './fi/connection';
import { detailMessages, errorMessages } from './fi/errors';
import { optionsMessages } from './fi/options';
import { launcherMessages } from './fi/popup';
import { popupPageMessages } from './fi/popup-page';
import { readingMessages } from './fi/reading';
import { replyMessages } from './fi/replies';
import { replyOptionsMessages } from './fi/replies-options';
import { sendMessages } from './fi/send';
import { settingsMessages } from './fi/settings';
import { sidepanelMessages } from './fi/sidepanel';
import { ticketMessages } from './fi/ticket';
import { manifestMessages, toolbarMessages } from './fi/toolbar';
import { workspaceMessages } from './fi/workspaces';
import { workspaceOptionsMessages } from './fi/workspaces-options';
import type { Translation } from './format';

/** Suomi: loaded with import() only when it is the interface language. */
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

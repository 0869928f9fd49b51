import { brokerHelpMessages } from './en/broker-help';
import { browseMessages } from './en/browse';
import { connectionMessages } from './en/connection';
import { detailMessages, errorMessages } from './en/errors';
import { optionsMessages } from './en/options';
import { launcherMessages } from './en/popup';
import { popupPageMessages } from './en/popup-page';
import { readingMessages } from './en/reading';
import { replyMessages } from './en/replies';
import { replyOptionsMessages } from './en/replies-options';
import { sendMessages } from './en/send';
import { settingsMessages } from './en/settings';
import { sidepanelMessages } from './en/sidepanel';
import { ticketMessages } from './en/ticket';
import { manifestMessages, toolbarMessages } from './en/toolbar';
import { workspaceMessages } from './en/workspaces';
import { workspaceOptionsMessages } from './en/workspaces-options';

/**
 * English: what every other language translates, and what the code is checked against. Like every
 * language it ships as `i18n/en.json` (lib/i18n/build-assets.ts), fetched only when it is the one
 * in use (lib/i18n/language.ts): no page and not the worker carries a catalog in its code.
 * `key → template`, `{name}` placeholders. A plural is `key.one`, `key.other` (and `zero`, `two`,
 * `few`, `many` where a language has them), chosen by the `count` parameter. Split by area only to
 * keep files small.
 */
export const enAll = {
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
  ...workspaceMessages,
  ...browseMessages,
  ...ticketMessages,
  ...optionsMessages,
  ...workspaceOptionsMessages,
  ...replyOptionsMessages,
  ...brokerHelpMessages,
  ...popupPageMessages,
  ...readingMessages,
} as const;

import { browseMessages } from './en/browse';
import { connectionMessages } from './en/connection';
import { detailMessages, errorMessages } from './en/errors';
import { launcherMessages } from './en/popup';
import { replyMessages } from './en/replies';
import { sendMessages } from './en/send';
import { settingsMessages } from './en/settings';
import { sidepanelMessages } from './en/sidepanel';
import { ticketMessages } from './en/ticket';
import { manifestMessages, toolbarMessages } from './en/toolbar';
import { workspaceMessages } from './en/workspaces';

/**
 * The English catalog every page and the worker carry (the Options page adds its own area,
 * en/options.ts, when it loads: components/options/messages.ts; en-all.ts is the whole of it): `key → template`, `{name}` placeholders. A plural is `key.one`,
 * `key.other` (and `zero`, `two`, `few`, `many` where a language has them), chosen by the
 * `count` parameter. Split by area only to keep files small: this is the one lookup.
 */
export const en = {
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
} as const;

import { en } from './en';
import { optionsMessages } from './en/options';
import { popupPageMessages } from './en/popup-page';
import { replyOptionsMessages } from './en/replies-options';
import { workspaceOptionsMessages } from './en/workspaces-options';

/**
 * All of English: what every other language translates, and what the tests check the code against.
 * A page's own areas are carried by that page only: Options (en/options.ts, en/workspaces-options.ts,
 * en/replies-options.ts) and the popup (en/popup-page.ts); every other sentence is in en.ts.
 */
export const enAll = {
  ...en,
  ...optionsMessages,
  ...workspaceOptionsMessages,
  ...replyOptionsMessages,
  ...popupPageMessages,
} as const;

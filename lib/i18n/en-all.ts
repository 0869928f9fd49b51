import * as brokerHelp from './en/broker-help';
import * as browse from './en/browse';
import * as connection from './en/connection';
import * as errors from './en/errors';
import * as languageHelp from './en/language-help';
import * as options from './en/options';
import * as optionsSections from './en/options-sections';
import * as popup from './en/popup';
import * as popupPage from './en/popup-page';
import * as problems from './en/problems';
import * as reading from './en/reading';
import * as replies from './en/replies';
import * as repliesOptions from './en/replies-options';
import * as send from './en/send';
import * as settings from './en/settings';
import * as shortcuts from './en/shortcuts';
import * as sidepanel from './en/sidepanel';
import * as snooze from './en/snooze';
import * as ticket from './en/ticket';
import * as toolbar from './en/toolbar';
import * as workspaces from './en/workspaces';
import * as workspacesOptions from './en/workspaces-options';

/**
 * The areas of the catalog, by file name: every language has one file of each name under
 * `lib/i18n/<language>/`, whose exports together are that language's catalog (lib/i18n/catalogs.ts).
 * Split by area only to keep files small.
 */
export const areas = {
  'broker-help': brokerHelp,
  browse,
  connection,
  errors,
  'language-help': languageHelp,
  options,
  'options-sections': optionsSections,
  popup,
  'popup-page': popupPage,
  problems,
  reading,
  replies,
  'replies-options': repliesOptions,
  send,
  settings,
  shortcuts,
  sidepanel,
  snooze,
  ticket,
  toolbar,
  workspaces,
  'workspaces-options': workspacesOptions,
};

type Exported<M> = M extends unknown ? M[keyof M] : never;
type AllOf<U> = (U extends unknown ? (u: U) => void : never) extends (all: infer A) => void ? A : never;

/** The exports of every area, as one object. */
export const joinAreas = (modules: object[]) => Object.assign({}, ...modules.flatMap(Object.values));

/**
 * English: what every other language translates, and what the code is checked against. Like every
 * language it ships as `i18n/en.json` (lib/i18n/build-assets.ts), fetched only when it is the one
 * in use (lib/i18n/language.ts): no page and not the worker carries a catalog in its code.
 * `key → template`, `{name}` placeholders. A plural is `key.one`, `key.other` (and `zero`, `two`,
 * `few`, `many` where a language has them), chosen by the `count` parameter.
 */
export const enAll: AllOf<Exported<(typeof areas)[keyof typeof areas]>> = joinAreas(Object.values(areas));

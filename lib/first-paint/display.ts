import { languageOf } from '@/lib/i18n/language';
import { type Settings, type SettingsFollower, toActive } from '@/lib/settings/read';
import { noteDisplay } from './stored';

// Which display the pages show: the active workspace's scope, the language and the theme. Every
// page follows the settings, and the page where the agent switches workspace or changes the
// language or theme is open when it happens: it notes the new display at once, so the popup's
// paint script never draws a snapshot of another workspace, language or theme.

/** The display `settings` give, as the text a snapshot is tagged with. */
export const displayOf = (settings: Settings): string =>
  JSON.stringify([toActive(settings).scope, languageOf(settings.language), settings.theme]);

/** Notes the display whenever the page's settings change; returns the stop. */
export const followDisplay = (follower: SettingsFollower): (() => void) =>
  follower.subscribe(({ settings }) => noteDisplay(displayOf(settings)));

import type { Settings, SettingsFollower } from './settings/read';

/** "system" leaves the page to prefers-color-scheme (theme.css); light/dark override it. */
function setTheme(theme: Settings['theme'] | undefined, root = document.documentElement): void {
  if (!theme || theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

/**
 * Applies the theme chosen in Options to this page, now and whenever it changes, through the
 * page's follower (the page owns it and its end); returns the stop.
 */
export function followTheme(follower: SettingsFollower): () => void {
  return follower.subscribe(({ settings }) => setTheme(settings.theme));
}

import { followSettings, type Settings } from './settings/read';

/** "system" leaves the page to prefers-color-scheme (theme.css); light/dark override it. */
export function setTheme(theme: Settings['theme'] | undefined, root = document.documentElement): void {
  if (!theme || theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

/** Applies the theme chosen in Options to this page, now and whenever it changes. */
export function followTheme(follower = followSettings()): () => void {
  return follower.subscribe(({ settings }) => setTheme(settings.theme));
}

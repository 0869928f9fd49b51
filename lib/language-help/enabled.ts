import { useEffect, useState } from 'preact/hooks';
import { preference } from '@/lib/settings/preferences';
import { followSettings, type SettingsState } from '@/lib/settings/read';

/** Why language help is off by settings: the organisation's policy, the agent's preference, or not. */
export function offBy(state: SettingsState): 'policy' | 'preference' | null {
  // A policy mirrored before this setting existed has no such field: allowed.
  if (state.policy.allowLanguageHelp === false) return 'policy';
  return preference(state.settings, 'languageHelp') ? null : 'preference';
}

/** Whether the panel offers language help, followed as the settings change (false until read). */
export function useLanguageHelpOn(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const follower = followSettings();
    follower.subscribe((state) => setOn(offBy(state) === null));
    return () => follower.stop();
  }, []);
  return on;
}

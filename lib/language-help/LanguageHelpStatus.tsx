import { useEffect, useState } from 'preact/hooks';
import { type MessageKey, t } from '@/lib/i18n/format';
import { followSettings, type SettingsState } from '@/lib/settings/read';
import { offBy } from './enabled';
import { availabilityOf, onDeviceSupported } from './on-device';

/** Why the feature is not offered, in the order the agent can do something about it. */
async function whyNot(state: SettingsState): Promise<MessageKey> {
  const off = offBy(state);
  if (off === 'policy') return 'help.why.policy';
  if (!onDeviceSupported()) return 'help.why.browser';
  // The detector is the smallest model and the first one used: without it nothing is offered.
  if ((await availabilityOf({ model: 'detector' })) === 'unavailable') return 'help.why.computer';
  return off === 'preference' ? 'help.why.off' : 'help.ready';
}

/** Options' one sentence on on-device language help: available, or why not. */
export function LanguageHelpStatus() {
  const [why, setWhy] = useState<MessageKey | null>(null);
  useEffect(() => {
    const follower = followSettings();
    let turn = 0;
    follower.subscribe((state) => {
      const mine = ++turn;
      void whyNot(state).then((key) => mine === turn && setWhy(key));
    });
    return () => follower.stop();
  }, []);
  return (
    <p class="muted lh-status" role="status">
      {why ? t(why) : ''}
    </p>
  );
}

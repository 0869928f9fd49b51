import { render } from 'preact';
import { SidePanel } from '@/components/sidepanel/SidePanel';
import { followDisplay } from '@/lib/first-paint/display';
import { t } from '@/lib/i18n/format';
import { createProtocolClient } from '@/lib/messaging/client';
import { startInSettingsLanguage } from '@/lib/settings/language';
import { followSettings } from '@/lib/settings/read';
import { reportToWorker } from '@/lib/support/page-sink';
import { followTheme } from '@/lib/theme';
import '@/components/theme.css';

// The catalog loads before the first render: the page never shows English first. The settings
// (and the ticket the panel shows) are followed from here on, so nothing changed meanwhile is missed.
const settings = followSettings();
const client = createProtocolClient();
reportToWorker(client); // the page's problems go to the worker (lib/diagnostics/)
void startInSettingsLanguage(settings).then(() => {
  document.title = t('page.sidepanel');
  render(<SidePanel client={client} settings={settings} />, document.getElementById('app') as HTMLElement);
});

// The page owns its follower: it, and the theme, language and display that follow it, end with
// the page. The display: where the agent switches workspace or language, the popup's first paint
// learns it (lib/first-paint/display.ts).
followTheme(settings);
followDisplay(settings);

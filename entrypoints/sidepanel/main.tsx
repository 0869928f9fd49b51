import { render } from 'preact';
import { SidePanel } from '@/components/sidepanel/SidePanel';
import { t } from '@/lib/i18n/format';
import { startInSettingsLanguage } from '@/lib/i18n/settings-language';
import { createProtocolClient } from '@/lib/messaging/client';
import { followSettings } from '@/lib/settings/read';
import { followTheme } from '@/lib/theme';
import '@/components/theme.css';

// The catalog loads before the first render: the page never shows English first. The settings
// (and the ticket the panel shows) are followed from here on, so nothing changed meanwhile is missed.
const settings = followSettings();
void startInSettingsLanguage(settings).then(() => {
  document.title = t('page.sidepanel');
  render(
    <SidePanel client={createProtocolClient()} settings={settings} />,
    document.getElementById('app') as HTMLElement,
  );
});

// The page owns its follower: it, and the theme and language that follow it, end with the page.
followTheme(settings);

import { render } from 'preact';
import { SidePanel } from '@/components/sidepanel/SidePanel';
import { t } from '@/lib/i18n/format';
import { startInSettingsLanguage } from '@/lib/i18n/settings-language';
import { createProtocolClient } from '@/lib/messaging/client';
import { followTheme } from '@/lib/theme';
import '@/components/theme.css';

// The catalog loads before the first render: the page never shows English first.
void startInSettingsLanguage().then(() => {
  document.title = t('page.sidepanel');
  render(<SidePanel client={createProtocolClient()} />, document.getElementById('app') as HTMLElement);
});

followTheme();

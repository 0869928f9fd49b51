import { render } from 'preact';
import { Popup } from '@/components/popup/Popup';
import { startInSettingsLanguage } from '@/lib/i18n/settings-language';
import { createProtocolClient } from '@/lib/messaging/client';
import { followTheme } from '@/lib/theme';
import '@/components/theme.css';

// The catalog loads before the first render: the page never shows English first.
void startInSettingsLanguage().then(() =>
  render(<Popup client={createProtocolClient()} />, document.getElementById('app') as HTMLElement),
);

followTheme();

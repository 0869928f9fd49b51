import { render } from 'preact';
import { Popup } from '@/components/popup/Popup';
import { readSettings } from '@/lib/active-workspace';
import { startInSettingsLanguage } from '@/lib/i18n/settings-language';
import { createProtocolClient } from '@/lib/messaging/client';
import { followTheme } from '@/lib/theme';
import '@/components/theme.css';

// The catalog loads before the first render: the page never shows English first. The settings
// are read in the same storage read as the language's, so the lists need no second one.
const settings = readSettings();
void startInSettingsLanguage().then(() =>
  render(
    <Popup client={createProtocolClient()} env={{ settings }} />,
    document.getElementById('app') as HTMLElement,
  ),
);

followTheme();

import { render } from 'preact';
import { readLastShown } from '@/components/popup/first-read';
import { Popup } from '@/components/popup/Popup';
import { readSettings } from '@/lib/active-workspace';
import { startInSettingsLanguage } from '@/lib/i18n/settings-language';
import { createProtocolClient } from '@/lib/messaging/client';
import { followTheme } from '@/lib/theme';
import '@/components/theme.css';

// The catalog loads before the first render: the page never shows English first. The settings
// are read in the same storage read as the language's, and so are the lists of the workspace the
// popup showed last (used once the settings confirm it): the rows need no read of their own.
const settings = readSettings();
const early = readLastShown();
void startInSettingsLanguage().then(() =>
  render(
    <Popup client={createProtocolClient()} env={{ settings, early }} />,
    document.getElementById('app') as HTMLElement,
  ),
);

followTheme();

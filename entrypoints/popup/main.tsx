import { render } from 'preact';
import { Popup } from '@/components/popup/Popup';
import { followDisplay } from '@/lib/first-paint/display';
import { takeOver } from '@/lib/first-paint/takeover';
import { createProtocolClient } from '@/lib/messaging/client';
import { startInSettingsLanguage } from '@/lib/settings/language';
import { followSettings } from '@/lib/settings/read';
import { reportToWorker } from '@/lib/support/page-sink';
import { followTheme } from '@/lib/theme';
import { readLastShown } from '@/lib/ticket-lists/first-read';
import '@/components/theme.css';

// The catalog loads before the first render: the page never shows English first. The settings
// are followed from here on (subscribed, then read in the same storage read as the language's),
// and so are the lists of the workspace the popup showed last (used once the settings confirm it):
// the rows need no read of their own, and no change while the catalog loads is missed. The last
// rows may already be on screen, drawn by popup-paint.js: the app takes over from them once its
// own are drawn (lib/first-paint/).
const settings = followSettings();
const client = createProtocolClient();
reportToWorker(client); // the page's problems go to the worker (lib/diagnostics/)
const early = readLastShown();
const takeover = takeOver(document.getElementById('app') as HTMLElement, settings);
void startInSettingsLanguage(settings).then(() => {
  render(<Popup client={client} env={{ settings, early, onDrawn: takeover.ready }} />, takeover.root);
  // Lists that cannot be read must not leave the snapshot on screen: the app shows anyway.
  setTimeout(takeover.ready, 5_000);
});

// The page owns its follower: it, and the theme, language and display that follow it, end with the page.
followTheme(settings);
followDisplay(settings);

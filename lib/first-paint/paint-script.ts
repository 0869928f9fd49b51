import { takeInput } from './input';
import { paintSnapshot } from './paint';
import { startApp } from './start-app';

// The popup's classic script (popup-paint.js, built by build-script.ts): it runs right after
// popup.html's root is parsed, draws the last snapshot there, which takes the agent's input until
// the app takes over (input.ts), and starts the app. It reads the version through `chrome`, which
// Firefox has too. Rows drawn, the app is requested in the next task, so the frame that shows
// them does not wait for the requests; nothing drawn, at once.
// The app starts whatever the paint did: a paint that failed leaves the page to the app.
const root = document.getElementById('app');
try {
  if (root && paintSnapshot(root, chrome.runtime.getManifest().version))
    window.sidedeskHandOver = takeInput(root);
} finally {
  if (window.sidedeskHandOver) setTimeout(startApp);
  else startApp();
}

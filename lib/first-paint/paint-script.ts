import { takeInput } from './input';
import { paintSnapshot } from './paint';

// The popup's classic script (popup-paint.js, built by build-script.ts): it runs right after
// popup.html's root is parsed, before the app's modules, and draws the last snapshot there, which
// takes the agent's input until the app takes over (input.ts). It reads the version through
// `chrome`, which Firefox has too.
const root = document.getElementById('app');
if (root && paintSnapshot(root, chrome.runtime.getManifest().version))
  window.sidedeskHandOver = takeInput(root);

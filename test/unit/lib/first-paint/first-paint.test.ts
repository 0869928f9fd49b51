// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PAINTED } from '@/lib/first-paint/input';
import { keepSnapshot } from '@/lib/first-paint/keep';
import { paintSnapshot } from '@/lib/first-paint/paint';
import { DISPLAY_KEY, forgetSnapshot, noteDisplay, SNAPSHOT_KEY } from '@/lib/first-paint/stored';

const DISPLAY = '["default.abc","en","system"]';
const version = () => '1.2.3';

/** A popup as the app drew it, with what the snapshot must not carry. */
function drawn(): HTMLElement {
  const root = document.createElement('div');
  const main = root.appendChild(document.createElement('main'));
  main.className = 'popup';
  const list = main.appendChild(document.createElement('ul'));
  list.setAttribute('aria-label', 'Recent tickets');
  const row = list.appendChild(document.createElement('li'));
  const open = row.appendChild(document.createElement('button'));
  open.setAttribute('data-ticket-id', '7');
  open.setAttribute('onclick', 'alert(1)');
  open.setAttribute('style', 'color: red');
  open.textContent = `<img src=x onerror=alert('xss')> & more`;
  row.appendChild(document.createElement('img')).setAttribute('src', 'https://evil.example/x.png');
  return root;
}

describe('the popup’s first paint', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.spyOn(browser.runtime, 'getManifest').mockReturnValue({ version: version() } as never);
    localStorage.clear();
    document.documentElement.lang = 'en';
    noteDisplay(DISPLAY);
  });

  it('draws what the popup kept: listed tags and attributes, every string as text, the root marked painted', () => {
    keepSnapshot(drawn(), DISPLAY);
    const root = document.createElement('div');
    expect(paintSnapshot(root, version())).toBe(true);
    expect(root.hasAttribute(PAINTED)).toBe(true);
    expect(root.innerHTML).toBe(
      '<main class="popup"><ul aria-label="Recent tickets"><li><button>&lt;img src=x onerror=alert(\'xss\')&gt; &amp; more</button></li></ul></main>',
    );
  });

  it('draws nothing of another display or version, of a spoilt or unlisted snapshot, or once forgotten', () => {
    const attempt = (spoil?: (stored: string) => string, at = version()) => {
      localStorage.clear();
      noteDisplay(DISPLAY);
      keepSnapshot(drawn(), DISPLAY);
      if (spoil) localStorage.setItem(SNAPSHOT_KEY, spoil(localStorage.getItem(SNAPSHOT_KEY) ?? ''));
      const root = document.createElement('div');
      const painted = paintSnapshot(root, at);
      return { painted, empty: root.childNodes.length === 0 && !root.hasAttribute(PAINTED) };
    };
    expect(attempt().painted).toBe(true);
    expect(attempt((s) => s.slice(0, 20))).toEqual({ painted: false, empty: true });
    expect(attempt((s) => s.replace('"popup"}', '"popup","onclick":"x"}'))).toEqual({
      painted: false,
      empty: true,
    });
    expect(attempt((s) => s.replace('["main"', '["script"'))).toEqual({ painted: false, empty: true });
    expect(attempt((s) => s.replace('"nodes":[', '"nodes":[42,'))).toEqual({ painted: false, empty: true });
    expect(attempt(undefined, '9.9.9')).toEqual({ painted: false, empty: true });
    noteDisplay('["default.abc","nb","system"]'); // Norwegian chosen since
    expect(paintSnapshot(document.createElement('div'), version())).toBe(false);
    noteDisplay(DISPLAY);
    forgetSnapshot();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    expect(localStorage.getItem(DISPLAY_KEY)).toBe(DISPLAY);
    expect(paintSnapshot(document.createElement('div'), version())).toBe(false);
  });
});

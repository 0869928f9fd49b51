// Functions that run inside the extension's pages (sent by Playwright, so self-contained). They
// observe the real popup from outside: no popup code knows about the benchmark.

export interface BenchProbe {
  /** performance.now() (ms since navigation start) when the Recent rows first showed: the snapshot's or the app's. */
  recentPaintedAt?: number;
  /**
   * …when those rows first took input: the first paint's, whose input is taken from the moment it
   * draws (lib/first-paint/input.ts hands it to the app), else the app's.
   */
  inputReadyAt?: number;
  /** …when the app's own Recent rows showed: the app has taken over. */
  appDrawnAt?: number;
  /** Per keystroke in the category filter: input event → DOM updated and laid out, ms. */
  keystrokes: number[];
}
type BenchWindow = Window & { __bench?: BenchProbe };

/**
 * Init script of the popup: selects the Recent tab as soon as the app's tabs exist (the popup opens
 * on Watched when it has rows), and notes when `expected` Recent rows show a cached ticket: first
 * drawn (by the first paint's script, from its snapshot, or by the app), then drawn by the app
 * (outside the root marked `data-painted` that the first paint draws into, lib/first-paint/).
 */
export function watchRecentReady(expected: number): void {
  const probe: BenchProbe = { keystrokes: [] };
  (window as BenchWindow).__bench = probe;
  let selected = false;
  const observer = new MutationObserver(() => {
    const tab = document.getElementById('tab-recent');
    if (!selected && tab && !tab.closest('[data-painted]')) {
      selected = true;
      tab.click();
    }
    const rows = document.querySelectorAll('ul[aria-label="Recent tickets"] > li .ticket-row-meta');
    if (rows.length < expected) return;
    document.body.getBoundingClientRect(); // style and layout of what is about to show
    const now = performance.now();
    probe.recentPaintedAt ??= now;
    if (rows[0]?.closest('[data-painted]')) {
      if (window.sidedeskHandOver) probe.inputReadyAt ??= now; // the paint takes input: see above
      return;
    }
    probe.inputReadyAt ??= now;
    probe.appDrawnAt = now;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Init script of the popup: per input in the category filter, the time from the input event to
 * the next task, by which the render (a microtask in Preact) is done; layout is forced there.
 */
export function watchFilterKeystrokes(): void {
  const probe: BenchProbe = (window as BenchWindow).__bench ?? { keystrokes: [] };
  (window as BenchWindow).__bench = probe;
  const channel = new MessageChannel();
  channel.port1.onmessage = ({ data }) => {
    document.body.getBoundingClientRect();
    probe.keystrokes.push(performance.now() - (data as number));
  };
  document.addEventListener(
    'input',
    (event) => {
      if ((event.target as HTMLElement).id === 'category-filter') channel.port2.postMessage(event.timeStamp);
    },
    true,
  );
}

/**
 * Opens "Browse categories" from the More menu (the menu item shows after a render) and resolves with the ms until the tree shows `expected` rows with the
 * status line naming the `total` (the tree is fetched through the worker, indexed and drawn).
 */
export function openCategoriesTab({ expected, total }: { expected: number; total: number }): Promise<number> {
  return new Promise((resolve, reject) => {
    const drawn = () =>
      document.querySelectorAll('ul[aria-label="Categories"] > li').length >= expected &&
      // "10,000 categories · …": the count is written the language's way (Intl), so digits only.
      (document.querySelector('#panel-categories [role="status"]')?.textContent ?? '')
        .split(' ')[0]
        ?.replace(/\D/g, '') === String(total);
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!drawn()) return;
      document.body.getBoundingClientRect();
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now() - start);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(
        new Error(`the category tree did not show within 20 s: ${document.body.textContent?.slice(0, 300)}`),
      );
    }, 20_000);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    // As a pointer presses: pointer down, then the click.
    const press = (element: HTMLElement) => {
      element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      element.click();
    };
    // The popup draws once its language is in: open the menu as soon as it is there. A press on
    // the first paint's More waits in its queue until the app takes over (lib/first-paint/input.ts).
    let pressed: Element | null = null;
    const pick = () => {
      const item = document.getElementById('more-categories');
      if (item) return press(item);
      const more = document.querySelector<HTMLButtonElement>('.more-button');
      if (more && more !== pressed && more.getAttribute('aria-expanded') === 'false') {
        pressed = more;
        press(more);
      }
      setTimeout(pick, 0);
    };
    pick();
  });
}

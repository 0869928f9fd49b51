import { browser } from 'wxt/browser';
import {
  DISPLAY_KEY,
  isAllowedAttribute,
  isAllowedTag,
  layoutOf,
  SNAPSHOT_KEY,
  type SnapshotNode,
} from './snapshot';

// The writing side of the first paint, in the popup: what it drew, as text. The popup is the one
// writer of its snapshot; any page may forget it (sign-out, a workspace removed) or say which
// display is current (display.ts).

/** The element's children as snapshot nodes: listed tags and attributes only, text as text. */
export function snapshotNodes(parent: Node): SnapshotNode[] {
  const nodes: SnapshotNode[] = [];
  for (const child of parent.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) nodes.push(child.nodeValue ?? '');
    if (!(child instanceof Element)) continue;
    const tag = child.localName;
    if (!isAllowedTag(tag)) continue; // drawn by the app alone (no such element in today's popup)
    const attributes: Record<string, string> = {};
    for (const { name, value } of child.attributes) if (isAllowedAttribute(name)) attributes[name] = value;
    nodes.push([tag, attributes, ...snapshotNodes(child)]);
  }
  return nodes;
}

const write = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else if (localStorage.getItem(key) !== value) localStorage.setItem(key, value);
  } catch {
    // No localStorage (a locked-down profile): the popup draws without a snapshot.
  }
};

/** Keeps what `root` shows now as the popup's next first paint, for the current display. */
export function keepSnapshot(root: HTMLElement, display: string): void {
  const html = document.documentElement;
  write(
    SNAPSHOT_KEY,
    JSON.stringify({
      layout: layoutOf(browser.runtime.getManifest().version),
      display,
      lang: html.lang,
      theme: html.dataset.theme ?? '',
      nodes: snapshotNodes(root),
    }),
  );
}

/** Drops the snapshot: it holds ticket titles, which sign-out and a removed workspace forget. */
export const forgetSnapshot = () => write(SNAPSHOT_KEY, null);

/** Notes the display the pages show now; a snapshot of another one is not drawn. */
export const noteDisplay = (display: string) => write(DISPLAY_KEY, display);

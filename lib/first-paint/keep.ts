import { browser } from 'wxt/browser';
import { isAllowedAttribute, isAllowedTag, layoutOf, type SnapshotNode } from './snapshot';
import { SNAPSHOT_KEY, write } from './stored';

// The writing side of the first paint, in the popup: what it drew, as text. The popup is the one
// writer of its snapshot; any page may forget it (sign-out, a workspace removed) or say which
// display is current (stored.ts, display.ts).

/** The element's children as snapshot nodes: listed tags and attributes only, text as text. */
function snapshotNodes(parent: Node): SnapshotNode[] {
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

/** Keeps what `root` shows now as the popup's next first paint, for the current display. */
export function keepSnapshot(root: HTMLElement, display: string): void {
  const html = document.documentElement;
  write(
    SNAPSHOT_KEY,
    JSON.stringify({
      layout: layoutOf(browser.runtime.getManifest().version),
      display,
      lang: html.lang,
      theme: html.dataset.theme,
      nodes: snapshotNodes(root),
    }),
  );
}

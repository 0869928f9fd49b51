import { PAINTED } from './input';
import { isAllowedAttribute, isAllowedTag, layoutOf, type Snapshot, type SnapshotNode } from './snapshot';
import { DISPLAY_KEY, SNAPSHOT_KEY } from './stored';

// Runs in the popup's classic script, before any module: no framework, no imports but the format.

/** Elements drawn at most: a snapshot larger than any popup is not one the popup wrote. */
const MAX_ELEMENTS = 5_000;

/** Builds the nodes as DOM; throws on anything the format does not allow. */
function build(nodes: SnapshotNode[], into: Node, budget: { left: number }): void {
  for (const node of nodes) {
    if (typeof node === 'string') {
      into.appendChild(document.createTextNode(node));
      continue;
    }
    const [tag, attributes, ...children] = node;
    if (!isAllowedTag(tag) || --budget.left < 0) throw new Error('first paint: not drawn');
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (!isAllowedAttribute(name) || typeof value !== 'string') throw new Error('first paint: not drawn');
      element.setAttribute(name, value);
    }
    build(children, element, budget);
    into.appendChild(element);
  }
}

/**
 * Draws the popup's last snapshot into `root` (marked PAINTED until the app takes over) when it
 * was drawn by this version for the display the pages last showed (display.ts); returns whether
 * it drew. A missing, older, other or malformed snapshot draws nothing: the app draws as it would.
 */
export function paintSnapshot(root: HTMLElement, version: string, storage: Storage = localStorage): boolean {
  try {
    const snapshot = JSON.parse(storage.getItem(SNAPSHOT_KEY) ?? 'null') as Snapshot | null;
    if (
      !snapshot ||
      snapshot.layout !== layoutOf(version) ||
      snapshot.display !== storage.getItem(DISPLAY_KEY) ||
      !Array.isArray(snapshot.nodes)
    )
      return false;
    const drawn = document.createDocumentFragment();
    build(snapshot.nodes, drawn, { left: MAX_ELEMENTS });
    const html = document.documentElement;
    html.lang = String(snapshot.lang);
    if (snapshot.theme) html.dataset.theme = String(snapshot.theme);
    root.setAttribute(PAINTED, '');
    root.appendChild(drawn);
    return true;
  } catch {
    return false; // no localStorage, or not a snapshot this script drew
  }
}

// The popup's first paint: what the popup drew when it was last ready, kept as text in this
// extension's localStorage and drawn again by a small classic script (lib/first-paint/paint-script.ts)
// before the framework has loaded; the app then takes the page over (takeover.ts). Why
// localStorage and not storage.local: docs/performance.md ("Paint before the framework").
//
// A node is a string (a text node) or [tag, attributes, ...children]. Only the tags and attributes
// listed here are kept when the popup writes a snapshot and drawn when the script reads one:
// nothing in it can become a script, a link, a style or an event handler, and every string
// (a ticket's title, the agent's draft) reaches the page as text (createTextNode, setAttribute of
// a listed name).

export type SnapshotNode = string | [tag: string, attributes: Record<string, string>, ...SnapshotNode[]];

export interface Snapshot {
  /** The layout (FIRST_PAINT_LAYOUT) and the extension's version it was drawn by. */
  layout: string;
  /** The display it was drawn for: workspace, language and theme (display.ts). */
  display: string;
  /** `<html lang>` and `<html data-theme>` as they were (no theme: none was set). */
  lang: string;
  theme?: string;
  nodes: SnapshotNode[];
}

/** Raise when the popup's markup changes in a way an older snapshot would draw wrongly. */
const FIRST_PAINT_LAYOUT = 1;

/** A new version of the extension draws anew: its markup may differ. */
export const layoutOf = (version: string) => `${FIRST_PAINT_LAYOUT}/${version}`;

const TAGS = new Set(
  'main div section nav header footer form label h1 h2 h3 p span ul ol li button input select option a strong em small sup time kbd abbr'.split(
    ' ',
  ),
);
const ATTRIBUTES = new Set(
  'class id role tabindex type hidden disabled dir lang title placeholder for datetime autocomplete autofocus inputmode spellcheck'.split(
    ' ',
  ),
);

/** Whether an element of this tag is drawn. */
export const isAllowedTag = (tag: string) => TAGS.has(tag);

/** Whether an attribute of this name is drawn: the listed ones and aria-*. */
export const isAllowedAttribute = (name: string) => ATTRIBUTES.has(name) || /^aria-[a-z]+$/.test(name);

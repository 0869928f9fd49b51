import { browser } from 'wxt/browser';

// Where Options opens: a section (`options.html#saved-replies`) or one workspace's field
// (`options.html#workspace-<id>-inbox-link`), focused when the page is drawn. Every "Set …" button
// of the popup and the side panel opens Options on the field it names.

/** Options' sections, in the order drawn; each is also the anchor of its section. */
export const OPTIONS_SECTIONS = [
  'workspaces',
  'sending',
  'watching',
  'saved-replies',
  'appearance',
  'language-help',
  'account',
  'diagnostics',
] as const;
export type OptionsSection = (typeof OPTIONS_SECTIONS)[number];

/** A workspace's fields that a link can open, by the anchor's last part. */
export const WORKSPACE_FIELD_ANCHORS = [
  'name',
  'broker',
  'api',
  'inbox-link',
  'link-patterns',
  'author',
] as const;
export type WorkspaceField = (typeof WORKSPACE_FIELD_ANCHORS)[number];

/** The anchor of a workspace's field: `workspace-<id>-inbox-link`. */
export const workspaceFieldAnchor = (workspaceId: string, field: WorkspaceField) =>
  `workspace-${workspaceId}-${field}`;

/** Opens Options at `anchor` (a section or a field) in a tab of its own. */
export async function openOptionsAt(
  anchor: OptionsSection | ReturnType<typeof workspaceFieldAnchor> | 'signature',
) {
  await browser.tabs.create({ url: browser.runtime.getURL(`/options.html#${anchor}`) });
}

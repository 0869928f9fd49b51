import {
  OPTIONS_SECTIONS,
  type OptionsSection,
  WORKSPACE_FIELD_ANCHORS,
  type WorkspaceField,
} from '@/lib/settings/options-link';

// `options.html#<anchor>`: a section (its heading is focused) or a field (focused): the
// signature (`#signature`), or one workspace's field (`#workspace-<id>-inbox-link`, the editor
// opened on that workspace first).

/** The workspace editor's input for each linked field. */
const FIELD_INPUTS: Record<WorkspaceField, string> = {
  name: 'ws-name',
  broker: 'ws-broker',
  api: 'ws-api',
  'inbox-link': 'ws-inbox',
  'link-patterns': 'ws-patterns',
  author: 'ws-author',
};

type Target = { element: string; workspace?: string } | null;

/** What an anchor points at, given the workspaces' ids (an id may hold `-`). */
export function targetOf(anchor: string, workspaceIds: string[]): Target {
  if ((OPTIONS_SECTIONS as readonly string[]).includes(anchor))
    return { element: `${anchor as OptionsSection}-heading` };
  if (anchor === 'signature') return { element: 'signature' };
  for (const workspace of workspaceIds)
    for (const field of WORKSPACE_FIELD_ANCHORS)
      if (anchor === `workspace-${workspace}-${field}`) return { element: FIELD_INPUTS[field], workspace };
  return null;
}

/**
 * Scrolls to and focuses the element once it is drawn (sections load at their own pace: polls
 * each frame, for a few seconds at most). Answers whether it was found.
 */
export function focusWhenDrawn(id: string, frames = 300): Promise<boolean> {
  return new Promise((done) => {
    const look = (left: number) => {
      const element = document.getElementById(id);
      if (element) {
        element.scrollIntoView({ block: id.endsWith('-heading') ? 'start' : 'center' });
        element.focus({ preventScroll: true });
        done(true);
      } else if (left > 0) requestAnimationFrame(() => look(left - 1));
      else done(false);
    };
    look(frames);
  });
}

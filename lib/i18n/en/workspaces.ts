// Several workspaces (one per helpdesk service): what the popup, the side panel and the worker say.
// Options' own sentences about them are in workspaces-options.ts, carried by Options only.

export const workspaceMessages = {
  'error.not-configured.workspace-gone':
    'This workspace was removed or its API changed in Options. Pick a workspace and open the ticket again.',
  'error.bad-input.no-such-workspace': 'There is no such workspace any more. Pick one from the list.',
  'workspace.switcher': 'Workspace',
  'workspace.switch-failed': 'The workspace did not change: {reason}',
  'workspace.unnamed': 'Workspace {number}',
} as const;

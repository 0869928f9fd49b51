// Several workspaces (one per helpdesk service) and the setup an administrator pushes by policy.

export const workspaceMessages = {
  'error.not-configured.workspace-gone':
    'This workspace was removed or its API changed in Options. Pick a workspace and open the ticket again.',
  'error.bad-input.no-such-workspace': 'There is no such workspace any more. Pick one from the list.',
  'workspace.switcher': 'Workspace',
  'workspace.unnamed': 'Workspace {number}',
  'workspaces.heading': 'Workspaces',
  'workspaces.intro':
    'One workspace per helpdesk service: each has its own sign-in, tickets, drafts, saved replies and watched tickets.',
  'workspaces.add': 'Add workspace',
  'workspaces.edit': 'Edit {name}',
  'workspaces.remove': 'Remove {name}',
  'workspaces.remove.confirm':
    'Remove {name}? Its tickets, drafts, saved replies and watched tickets on this computer are deleted. Nothing changes at the service.',
  'workspaces.remove.yes': 'Remove workspace',
  'workspaces.remove.no': 'Keep it',
  'workspaces.removed': '{name} removed.',
  'workspaces.active': 'active',
  'workspaces.not-set-up': 'not set up',
  'workspaces.name': 'Name',
  'workspaces.name.hint': 'How the switcher in the popup and the side panel shows it.',
  'workspaces.managed': 'Set by your organisation',
  'workspaces.managed.note':
    'Your organisation manages this workspace through browser policy: it cannot be changed or removed here.',
  'workspaces.add-forbidden': 'Your organisation manages the workspaces: you cannot add your own.',
  'workspaces.cancel': 'Cancel',
  'workspaces.save': 'Save workspace',
  'workspaces.saved': 'Workspace saved.',
  'workspaces.name-taken': 'Another workspace is already called “{name}”. Pick another name.',
} as const;

// Options' Workspaces section and the setup an administrator pushes by policy (Options only).

export const workspaceOptionsMessages = {
  'workspaces.heading': 'Workspaces',
  'workspaces.intro':
    'One workspace per helpdesk service: each has its own sign-in, tickets, drafts, saved replies and watched tickets.',
  'workspaces.add': 'Add workspace',
  'workspaces.edit': 'Edit {name}',
  'workspaces.remove': 'Remove {name}',
  'workspaces.edit.short': 'Edit',
  'workspaces.remove.short': 'Remove',
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
  'workspaces.access': 'Allow access for {name}',
  'workspaces.access.short': 'Allow access',
  'workspaces.access.granted': 'Sidedesk may now contact the token broker and the Ticket API of {name}.',
  'workspaces.access.refused':
    'Access for {name} was not granted. Sidedesk cannot reach its broker and API until you allow it.',
  'workspaces.add-forbidden': 'Your organisation manages the workspaces: you cannot add your own.',
  'workspaces.cancel': 'Cancel',
  'workspaces.save': 'Save workspace',
  'workspaces.not-saved.fields': 'Nothing was saved: fix the fields marked below.',
  'workspaces.not-saved': 'The workspace could not be saved. Try again.',
  'workspaces.not-removed': '{name} could not be removed. Try again.',
  'workspaces.field.broker': 'Token broker URL',
  'workspaces.field.broker.hint':
    'This workspace’s token broker: it signs you in and hands Sidedesk short-lived access tokens.',
  'workspaces.field.api': 'API base URL',
  'workspaces.field.api.hint': 'The address of this workspace’s Ticket API, without /tickets.',
  'workspaces.field.inbox': 'Inbox link',
  'workspaces.field.inbox.hint':
    'Optional. A ticket link of this workspace’s web inbox, with {id} for the ticket number: right-clicked and pasted links of this form open in this workspace.',
  'workspaces.field.patterns': 'Ticket link patterns',
  'workspaces.field.patterns.hint':
    'Optional, one per line: * stands for anything, {id} for the ticket number. Links of these forms open in this workspace.',
  'workspaces.field.author': 'Reply author e-mail',
  'workspaces.field.author.hint':
    'Optional. Leave empty to sign replies with the e-mail of your broker account.',
  'workspaces.field.signature': 'Signature',
  'workspaces.field.signature.hint': 'Optional. Added once at the end of new messages in this workspace.',
  'workspaces.list': 'Your workspaces',
  'workspaces.name-taken': 'Another workspace is already called “{name}”. Pick another name.',
  'workspaces.remove.unsent.one':
    '{count} reply you sent has not gone out yet: it is deleted too, and never sent.',
  'workspaces.remove.unsent.other':
    '{count} replies you sent have not gone out yet: they are deleted too, and never sent.',
} as const;

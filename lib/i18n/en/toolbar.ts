// What the worker itself draws: the toolbar badge's title, notifications and menu entries.

export const toolbarMessages = {
  'badge.idle': 'Sidedesk',
  'badge.sign-in-required': 'Sidedesk: sign in needed to check watched tickets',
  'badge.setup-needed': 'Sidedesk: finish the setup in Options',
  'badge.setup-needed.because': 'Sidedesk: {reason}',
  'badge.offline': 'Sidedesk: offline, watched tickets will be checked again later',
  'badge.activity.one': 'Sidedesk: {count} watched ticket has new activity',
  'badge.activity.other': 'Sidedesk: {count} watched tickets have new activity',
  'notification.changed.one': '{count} ticket changed',
  'notification.changed.other': '{count} tickets changed',
  'notification.line': '{ticket}: {change}',
  'notification.in-workspace': '{change} · {workspace}',
  'notification.title-unknown': 'Title unknown',
  'menu.reply-in-ticket': 'Reply in ticket',
  'menu.attach-link': 'Attach link to reply',
} as const;

// The manifest's words, written into _locales/<locale>/messages.json at build (build-assets.ts).
export const manifestMessages = {
  'manifest.name': 'Sidedesk',
  'manifest.name-sandbox': 'Sidedesk (sandbox)',
  'manifest.description': 'Look up, reply to and draft helpdesk tickets from the toolbar and side panel.',
  'manifest.command.popup': 'Open Sidedesk',
  'manifest.command.panel': 'Open the side panel on the last ticket',
  'badge.outbox.one': 'Sidedesk: {count} reply waiting to be sent',
  'badge.outbox.other': 'Sidedesk: {count} replies waiting to be sent',
} as const;

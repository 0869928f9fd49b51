// What the worker itself draws: the toolbar badge's title, notifications and menu entries.

export const toolbarMessages = {
  'badge.idle': 'Sidedesk',
  'badge.sign-in-required': 'Sidedesk: sign in needed to check watched tickets',
  'badge.setup-needed': 'Sidedesk: finish the setup in Options',
  'badge.setup-needed.because': 'Sidedesk: {reason}',
  'badge.offline': 'Sidedesk: offline, watched tickets will be checked again later',
  'badge.activity.one': 'Sidedesk: {count} watched ticket has new activity',
  'badge.activity.other': 'Sidedesk: {count} watched tickets have new activity',
  'notification.new-activity': 'New activity in ticket {id}',
  'notification.title-unknown': 'Title unknown',
  'menu.reply-in-ticket': 'Reply in ticket',
  'menu.attach-link': 'Attach link to reply',
} as const;

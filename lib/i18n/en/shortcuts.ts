// The list of keyboard shortcuts (`?` in the popup and the side panel).

export const shortcutsMessages = {
  'shortcuts.title': 'Keyboard shortcuts',
  'shortcuts.close': 'Close',
  'shortcuts.note': 'These keys do nothing while you type in a field: press Tab to leave it first.',
  'shortcuts.browser': 'Anywhere in the browser',
  'shortcuts.not-set': 'not set (choose one at chrome://extensions/shortcuts)',
  'shortcuts.lists': 'Ticket lists',
  'shortcuts.move': 'Move between tickets',
  'shortcuts.tabs': 'Switch between Watched, Recent and Drafts',
  'shortcuts.open': 'Reply to the ticket in the side panel',
  'shortcuts.watch': 'Watch the ticket, or stop watching it',
  'shortcuts.remove': 'Remove the ticket from the list (Drafts: discard the draft)',
  'shortcuts.reply': 'Reply',
  'shortcuts.saved-replies': 'Saved replies (in the reply box, at the start or after a space)',
  'shortcuts.undo': 'Take a send back while “Sending in …” shows',
  'shortcuts.help': 'Show this list',
  'shortcuts.ticket': 'This ticket',
  'shortcuts.snooze': 'Snooze the ticket (the menu opens on its first choice; ↑ ↓ move)',
  'shortcuts.next': 'Open the next ticket with activity, once it is offered',
  'shortcuts.in-box': 'From the reply box: {key}',
  'shortcuts.or': '{first} or {second}',
} as const;

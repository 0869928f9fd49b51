// Saved replies: Options, the side panel's listbox, the ready-made examples and what a bad file says.
// Variables are written `{{name}}` in saved replies; the examples name them as placeholders
// (`{customerFirstName}`) that the page fills with the variable itself, so translations keep them.

const UNCHANGED = 'Nothing was imported; your saved replies are unchanged.';

export const replyMessages = {
  'error.bad-input.replies-file.not-json': 'The file is not valid JSON.',
  'error.bad-input.replies-file.not-replies':
    'The file is not a saved-replies file: its "format" must be "{format}".',
  'error.bad-input.replies-file.newer':
    'The file is version {version} of the saved-replies format, from a newer Sidedesk: update Sidedesk to import it.',
  'error.bad-input.replies-file.too-many': 'A workspace holds at most {max} saved replies.',
  'error.bad-input.replies-file.unknown-field': 'The file has a field Sidedesk does not know: {field}.',
  'error.bad-input.replies-file.bad-field': 'The file has a missing or wrong value at {field}.',
  'error.invalid-response.team-library': 'The broker’s team library could not be read. {problem}',

  'replies.title': 'Saved replies',
  'replies.intro': 'In the side panel, type / and a shortcut, or press Saved replies, to insert one.',
  'replies.examples-note': 'Ready-made examples: edit or delete them as you like.',
  'replies.list': 'Your saved replies',
  'replies.empty': 'No saved replies yet.',
  'replies.add': 'Add saved reply',
  'replies.field.name': 'Name',
  'replies.field.shortcut': 'Shortcut',
  'replies.field.shortcut-hint':
    'Optional: lowercase letters, digits and -, typed after / to find it, e.g. refund.',
  'replies.field.text': 'Text',
  'replies.field.text-hint':
    'Variables, filled in from the ticket and from you when you insert: {variables}. {cursor} marks where the caret lands.',
  'replies.field.html': 'Formatted text (HTML)',
  'replies.field.outcome': 'Outcome',
  'replies.outcome.none': 'None: leave the send options as they are',
  'replies.outcome.send': 'Send',
  'replies.outcome.complete': 'Send and complete',
  'replies.outcome.draft': 'Save as draft',
  'replies.outcome.keep-status': 'Send, keep the status unchanged',
  'replies.save': 'Save saved reply',
  'replies.cancel': 'Cancel',
  'replies.edit': 'Edit',
  'replies.edit-label': 'Edit {name}',
  'replies.delete': 'Delete',
  'replies.delete-label': 'Delete {name}',
  'replies.move-up': 'Move {name} up',
  'replies.move-down': 'Move {name} down',
  'replies.import': 'Import',
  'replies.export': 'Export',
  'replies.problem.name': 'Give the saved reply a name.',
  'replies.problem.shortcut':
    'A shortcut is lowercase letters, digits and -, starting with a letter or digit, at most 40 characters.',
  'replies.problem.shortcut-taken': 'The shortcut /{shortcut} is already used by “{name}”.',
  'replies.problem.text': 'Write the text of the saved reply.',
  'replies.problem.form': 'Nothing was saved: fix the fields marked below.',
  'replies.notice.saved': 'Saved “{name}”.',
  'replies.notice.deleted': 'Deleted “{name}”.',
  'replies.notice.imported.one': 'Imported {count} saved reply.',
  'replies.notice.imported.other': 'Imported {count} saved replies.',
  'replies.notice.exported.one': 'Exported {count} saved reply.',
  'replies.notice.exported.other': 'Exported {count} saved replies.',
  'replies.notice.import-refused': `{problem} ${UNCHANGED}`,
  'replies.team.title': 'Team library',
  'replies.team.note': 'Shared by your team’s broker; read-only.',
  'replies.team.none': 'Your team’s broker shares no saved replies.',
  'replies.team.kept': 'Showing the team library as it was earlier. {problem}',
  'replies.signature.field': 'Signature',
  'replies.signature.hint':
    'Added once at the end of new messages in this workspace; variables work here too.',
  'replies.signature.add': 'Add the signature to new messages',
  'replies.signature.save': 'Save signature',
  'replies.signature.saved': 'Signature saved.',
  'replies.signature.failed': 'The signature could not be saved. Try again.',

  'replies.picker.button': 'Saved replies',
  'replies.picker.label': 'Saved replies',
  'replies.picker.faq': 'Insert FAQ link: {name}',
  'replies.picker.team': 'team',
  'replies.picker.empty': 'No saved reply matches “/{query}”.',
  'replies.picker.hint': '↑↓ choose · Enter insert · Esc close',
  'replies.picker.outcome': '“{name}” set the outcome: {outcome}. You can change it below.',
  'replies.unresolved.one': 'This message still holds {list}, which would reach the customer as written.',
  'replies.unresolved.other': 'This message still holds {list}, which would reach the customer as written.',
  'replies.unresolved.send-anyway': 'Send anyway',

  'replies.example.greeting.name': 'Greeting',
  'replies.example.greeting.shortcut': 'hi',
  'replies.example.greeting.text': 'Hi {customerFirstName},\n\n{cursor}',
  'replies.example.order.name': 'Ask for the order number',
  'replies.example.order.shortcut': 'order',
  'replies.example.order.text':
    'Hi {customerFirstName},\n\nCould you send me your order number? You find it in the order confirmation we sent you by e-mail.\n\nBest regards,\n{agentFirstName}',
  'replies.example.refund.name': 'Refund done',
  'replies.example.refund.shortcut': 'refund',
  'replies.example.refund.text':
    'Hi {customerFirstName},\n\nI have refunded your order. The money should be back on your account within 5 working days.\n\nBest regards,\n{agentFirstName}',
  'replies.example.closing.name': 'Closing',
  'replies.example.closing.shortcut': 'bye',
  'replies.example.closing.text':
    'Is there anything else I can help you with? If not, I wish you a good day.\n\nBest regards,\n{agentFirstName}',
} as const;

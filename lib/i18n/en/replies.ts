// Saved replies: Options, the side panel's listbox, the ready-made examples and what a bad file says.
// Variables are written `{{name}}` in saved replies; the examples name them as placeholders
// (`{customerFirstName}`) that the page fills with the variable itself, so translations keep them.

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

  'replies.outcome.none': 'None: leave the send options as they are',
  'replies.outcome.send': 'Send',
  'replies.outcome.complete': 'Send and complete',
  'replies.outcome.draft': 'Save as draft',
  'replies.outcome.keep-status': 'Send, keep the status unchanged',
  'replies.team.none': 'Your team’s broker shares no saved replies.',
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

  // Fill-in fields: the composer's form, Send's refusal and the preview in Options.
  'replies.fields.title': 'Fill in “{name}”',
  'replies.fields.insert': 'Insert',
  'replies.fields.cancel': 'Cancel',
  'replies.fields.hint': 'Tab next · Enter insert · Esc cancel',
  'replies.fields.choose': 'Choose…',
  'replies.fields.empty': 'Fill this in: it has no default.',
  'replies.fields.not-number': 'Write a number.',
  'replies.fields.not-date': 'Write a date.',
  'replies.fields.malformed':
    'Some fields of this saved reply are malformed and stay in the text as written: fix them in Options.',
  'replies.fields.unfilled.one':
    'The field “{list}” is not filled in yet. Put its value in its place before sending.',
  'replies.fields.unfilled.other':
    'The fields {list} are not filled in yet. Put their values in their place before sending.',
  'replies.fields.syntax': 'Fields you fill in when you insert: {examples}.',
  'replies.fields.asks': 'Inserting this reply asks for:',
  'replies.fields.kind.text': 'text',
  'replies.fields.kind.number': 'a number',
  'replies.fields.kind.date': 'a date',
  'replies.fields.kind.choice': 'one of {choices}',
  'replies.fields.default': 'default {value}',
  'replies.fields.problem': 'Field {place} (line {line}, {source}): {problem}',
  'replies.fields.problem.unclosed': 'it is never closed.',
  'replies.fields.problem.no-name': 'it has no name.',
  'replies.fields.problem.unknown-part': 'Sidedesk does not know “{part}”.',
  'replies.fields.problem.no-choices': 'its choice lists no options.',
  'replies.fields.problem.bad-default': 'its default is not a value of its kind.',
  'replies.fields.problem.kind-clash': 'a field of the same name before it is of another kind.',
} as const;

// "Test connection" in Options: what each step found.

export const connectionMessages = {
  /** A step that failed: the failure's own sentence. */
  'step.failed': '{reason}',
  'step.broker.not-saved': 'No token broker URL is saved yet: enter it above and press Save.',
  'step.broker.ok': 'The token broker at {origin} answered.',
  'step.signed-in.no':
    'You are not signed in at the token broker. Sign in there (the toolbar popup opens its sign-in page), then test again.',
  'step.signed-in.ok': 'The token broker accepted your session.',
  'step.signed-in.as': 'You are signed in at the token broker as {name} <{email}>.',
  'step.token.ok': 'An access token was received.',
  'step.token.minutes.one': 'An access token was received; it is good for about {count} minute.',
  'step.token.minutes.other': 'An access token was received; it is good for about {count} minutes.',
  'step.api.ok.one': 'The Ticket API at {origin} accepted the token and listed {count} top-level category.',
  'step.api.ok.other':
    'The Ticket API at {origin} accepted the token and listed {count} top-level categories.',
  /** Display fields the service sent unusable (Test connection notes them under the API step). */
  'problem.unknown.of': '{resource} {id}: field `{field}` was {was}; shown as unknown.',
  'problem.unknown': '{resource}: field `{field}` was {was}; shown as unknown.',
  'problem.left-out': 'A {resource} was left out: field `{field}` was {was}.',
  'problem.left-out.under': 'A {resource} under category {under} was left out: field `{field}` was {was}.',
  'problem.item-left-out': 'A {resource} was left out: an item was {was}.',
  'problem.item-left-out.under': 'A {resource} under category {under} was left out: an item was {was}.',
  'problem.item.ticket': 'ticket',
  'problem.item.reply': 'reply',
  'problem.item.category': 'category',
  'problem.item.faq-instance': 'FAQ instance',
  'problem.resource.ticket': 'Ticket',
  'problem.resource.reply': 'Reply',
  'problem.resource.category': 'Category',
  'problem.resource.faq-instance': 'FAQ instance',
  'problem.got.missing': 'missing',
  'problem.got.null': 'null',
  'problem.got.invalid': 'not valid',
  'problem.got.array': 'an array',
  'problem.got.object': 'an object',
  'problem.got.type': 'a {type}',
} as const;

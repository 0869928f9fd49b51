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
} as const;

// Sentences the popup adds where it knows more than the failure (the ticket asked for, its buttons).

export const popupMessages = {
  'lookup.malformed':
    'That is not a ticket ID or link. Enter a number such as 4478963, "#4478963", or paste a ticket link.',
  'lookup.not-found': 'Ticket {id} does not exist, or your account cannot see it. Check the number.',
  'lookup.sign-in-required': 'You are not signed in. Press "Sign in" at the top, then open the ticket again.',
  'lookup.not-configured':
    'Sidedesk is not set up yet. Press "Open options" at the top to add the broker and API addresses.',
  'lists.not-found': 'Not found: deleted, or not visible to you.',
  'lists.saved-copies': 'Showing saved copies: {reason}',
} as const;

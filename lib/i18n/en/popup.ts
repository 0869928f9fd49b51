// Sentences the popup adds where it knows more than the failure (the ticket asked for, its buttons).

export const popupMessages = {} as const;

// The launcher (issue 14): search, "On this page", the lists and their keys.
export const launcherMessages = {
  'row.no-title': '(no title)',
  'row.replies.one': '{count} reply',
  'row.replies.other': '{count} replies',
} as const;

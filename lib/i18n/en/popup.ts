// Row words of the ticket lists that pages other than the popup show too (its own: popup-page.ts).
export const launcherMessages = {
  'row.no-title': '(no title)',
  'row.replies.one': '{count} reply',
  'row.replies.other': '{count} replies',
} as const;

// Problems said: Options › Diagnostics (what went wrong, for support), and a part of a page that
// could not be loaded.

export const problemsMessages = {
  'diagnostics.title': 'Problems reported',
  'diagnostics.intro':
    'What went wrong in this browser session, for support. Nothing you or your customers wrote is kept, and no names, e-mail addresses or tokens.',
  'diagnostics.about': 'Sidedesk {version} in {browser}',
  'diagnostics.sends.none': 'No reply is waiting to go out.',
  'diagnostics.sends.one': '{count} reply not finished:',
  'diagnostics.sends.other': '{count} replies not finished:',
  'diagnostics.send': 'Ticket {ticketId}: {state}',
  'diagnostics.none': 'No problem reported in this browser session.',
  'diagnostics.list': 'Problems, newest first',
  'diagnostics.problem': '{time} · {area}',
  'diagnostics.problem.reason': '{time} · {area}: {reason}',
  'diagnostics.copy': 'Copy for support',
  'diagnostics.copied': 'Copied. Paste it into your message to support.',
  'diagnostics.copy-failed': 'It could not be copied. Select the problems above and copy them by hand.',
  'diagnostics.load-failed': 'The problems could not be read. Reload this page.',
  'view.load-failed': 'This part could not be loaded.',
  'view.retry': 'Retry',
} as const;

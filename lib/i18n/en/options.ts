// The Options page: its sections, fields, checks and notices.

export const optionsMessages = {
  'options.title': 'Sidedesk options',
  'options.loading': 'Loading settings…',
  'options.author.invalid':
    'Reply author e-mail must be an e-mail address like agent@example.com, or empty to use your broker account’s.',
  'options.patterns.too-many': 'Enter at most {max} ticket link patterns.',
  'options.patterns.problem': 'Ticket link patterns: {problem}',
  'options.watch-interval-minutes': 'Watch interval (minutes)',
  'options.watch-interval-minutes.hint':
    'How often watched tickets are checked for new activity (1 to 1440).',
  'options.watch-interval-minutes.invalid':
    'Watch interval must be a whole number of minutes from 1 to 1440.',
  'options.theme': 'Theme',
  'options.theme.system': 'Same as the system',
  'options.theme.light': 'Light',
  'options.theme.dark': 'Dark',
  'options.language': 'Language',
  'options.language.auto': 'Automatic (browser language)',
  'options.save': 'Save',
  'options.unsaved': 'Unsaved changes',
  'options.url.required': '{label} is required, for example {example}.',
  'options.url.not-full': '{label} must be a full address starting with https://, for example {example}.',
  'options.url.not-https':
    '{label} must start with https:// (plain http:// is allowed only for this computer).',
  'options.url.credentials': '{label} must not contain a user name or password.',
  'options.url.fragment': '{label} must not contain a # part.',
  'options.notice.invalid': 'Nothing was saved: fix the fields marked below.',
  'options.notice.not-saved': 'The settings could not be saved. Try again.',
  'options.notice.replaced':
    'Saved, but {fields} had been changed elsewhere (another Options tab) since this page loaded: your value replaced that newer one.',
  'options.notice.waiting': 'Settings saved. Waiting for the browser to allow access to {hosts}…',
  'options.notice.granted': 'Settings saved. Sidedesk may now contact the token broker and the Ticket API.',
  'options.notice.refused':
    'Settings saved, but access to {hosts} was not granted. Sidedesk cannot reach them until you press Save workspace again and allow access.',
  'options.test.title': 'Test the connection',
  'options.test.intro':
    'Checks the saved settings step by step: the broker, your sign-in, a token, and one call to the Ticket API.',
  'options.test.run': 'Test connection',
  'options.test.running': 'Testing…',
  'options.test.save-first': 'Save first to test your changes.',
  'options.test.results': 'Connection test results',
  'options.test.step': '{step}: {state}',
  'options.test.passed': 'Passed',
  'options.test.failed': 'Failed',
  'options.test.skipped': 'Not tried',
  'options.test.broker': 'Broker reachable',
  'options.test.signed-in': 'Signed in',
  'options.test.token': 'Token received',
  'options.test.api': 'One API call',
  'options.notify.title': 'Watched tickets',
  'options.notify.intro':
    'The toolbar badge counts watched tickets with new activity. A desktop notification can tell you too; clicking it opens the ticket.',
  'options.notify.toggle': 'Desktop notifications for watched tickets',
  'options.hide-notification-titles': 'Hide ticket titles in notifications',
  'options.hide-notification-titles.hint':
    'For when you share your screen: notifications name tickets by number only.',
  'options.notify.refused': 'Notifications were not allowed; the badge still counts new activity.',
  'options.account.title': 'Account',
  'options.account.intro':
    'Signing out removes the access token, cached tickets, drafts, the Recent and Watched lists and scheduled checks from this browser. Settings stay.',
  'options.sign-out.cancel': 'Cancel',
  'options.welcome.title': 'Welcome to Sidedesk',
  'options.welcome.intro':
    'Enter your team’s token broker URL and the Ticket API base URL, then press Save workspace. Your browser asks once for permission to contact exactly these two addresses.',
  'options.welcome.broker':
    'A token broker is a small server your team runs. It keeps the API’s secret refresh token on the server, signs you in, and gives Sidedesk short-lived access tokens, so no secret is ever stored in your browser. Ask your admin for its address, or read the guide to set one up:',
  'options.welcome.broker-link': 'what a token broker is and how to run one',
} as const;

// Options' sections, their navigation, their Saves, and the Account section (signed in, make
// active, sign out per workspace).

export const optionsSectionMessages = {
  'options.nav': 'Sections',
  'options.nav.jump': 'Go to section',
  'options.section.workspaces': 'Workspaces',
  'options.section.sending': 'Sending',
  'options.section.watching': 'Watching and notifications',
  'options.section.saved-replies': 'Saved replies',
  'options.section.appearance': 'Appearance and language',
  'options.section.account': 'Account',
  'options.section.diagnostics': 'Diagnostics',
  'options.section.saved': 'Saved.',
  'options.section.save': 'Save {section}',
  'options.sending.intro': 'How replies leave: the time to undo a send, and the signature.',
  'options.signature.for': 'Signature for {workspace}',
  'options.signature.managed': 'Your organisation sets this workspace’s signature.',
  'options.watching.intro': 'How often watched tickets are checked, and how you hear of new activity.',
  'options.replies.needs-workspace': 'Saved replies belong to a workspace: set one up first.',
  'options.diagnostics.intro': 'When something does not work: check each step of the connection.',
  'account.intro':
    'Each workspace has its own sign-in. Signing out of one removes its token, cached tickets, drafts and lists from this browser; its settings stay.',
  'account.list': 'Sign-in per workspace',
  'account.make-active': 'Make active',
  'account.make-active.label': 'Make {name} the active workspace',
  'account.now-active': '{name} is now the active workspace.',
  'account.not-active': '{name} could not be made active. Try again.',
  'account.sign-in': 'Sign in',
  'account.sign-in.label': 'Sign in to {name}',
  'account.sign-out': 'Sign out',
  'account.sign-out.label': 'Sign out of {name}',
  'account.sign-out.title': 'Sign out of {name}?',
  'account.sign-out.text':
    'Unsent drafts and cached tickets of {name} will be deleted from this browser. This cannot be undone.',
  'account.sign-out.yes': 'Yes, sign out of {name}',
  'account.signed-out':
    'Signed out of {name}. Its token, cached tickets, drafts and lists were removed from this browser.',
  'account.sign-out.unsent.one':
    '{count} reply you sent has not gone out yet: it stays, and goes out when you sign in again as the same agent. Signing in as another agent deletes it.',
  'account.sign-out.unsent.other':
    '{count} replies you sent have not gone out yet: they stay, and go out when you sign in again as the same agent. Signing in as another agent deletes them.',
  'account.signed-out.broker-unconfirmed':
    'Signed out of {name} in Sidedesk only: the token broker did not answer, so your session there may still be open. Try again, or sign out on the broker’s page.',
  'account.signed-out.sso':
    'Signed out of {name} in Sidedesk. Your company sign-in (SSO) stays open: sign out of it too, or lock the computer, before you leave it.',
  'account.signed-out.sso-page':
    'Signed out of {name} in Sidedesk. Your company sign-in (SSO) stays open: finish signing out on its page, which opened in a new tab.',
  'account.sign-out.try-again': 'Try again',
} as const;

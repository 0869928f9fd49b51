// What each failure says. `error.<code>` is the code's own sentence; longer keys are a more
// specific `reason` the worker chose. A write that may have reached the service ends in
// "may have been sent" instead of "try again".

const MAY_HAVE_BEEN_SENT = 'The reply may have been sent: check the ticket before sending again.';
const API_MAY_HAVE_CHANGED = 'Try again; if it persists, the API may have changed.';

export const errorMessages = {
  'error.not-configured': 'Sidedesk is not set up yet: add the token broker URL and API base URL in Options.',
  'error.not-configured.broker': 'Sidedesk is not set up yet: add your token broker URL in Options.',
  'error.permission-needed':
    'Sidedesk may not contact the token broker or the Ticket API yet. Open Options and press Save to grant access.',
  'error.permission-needed.broker':
    'Sidedesk may not contact the token broker at {origin} yet. Open Options and press Save to grant access.',
  'error.permission-needed.api':
    'Sidedesk may not contact the Ticket API at {origin} yet. Open Options and press Save to grant access.',
  'error.sign-in-required': 'Sign in to your team’s token broker, then try again.',
  'error.sign-in-required.after-sign-out': 'You signed out of this workspace. Sign in to go on.',
  'error.sign-in-required.session-ended': 'Your sign-in at the team’s token broker has ended. Sign in again.',
  'error.sign-in-required.signed-out': 'You were signed out while Sidedesk was signing in. Sign in again.',
  'error.sign-in-required.token-refused':
    'The Ticket API refused your access token twice. Sign in to the token broker again.',
  'error.broker-unreachable':
    'The token broker could not be reached. Check its URL in Options and your connection.',
  'error.broker-unreachable.at':
    'The token broker at {origin} could not be reached. Check its URL in Options and your connection.',
  'error.broker-unreachable.nothing-at':
    'Nothing answered at {url}. Check the token broker URL, and that the broker is running.',
  'error.broker-unreachable.no-sign-in-page':
    'The token broker asked for a sign-in but gave no sign-in page. Ask your admin to check the broker.',
  'error.broker-unreachable.wait.one': 'The token broker is not answering (retrying in {count} s).',
  'error.broker-unreachable.wait.other': 'The token broker is not answering (retrying in {count} s).',
  'error.broker-unreachable.status':
    'The token broker answered HTTP {status}. Check its URL in Options, or ask your admin.',
  'error.unauthorized': 'The Ticket API does not allow this for your account.',
  'error.network': 'The Ticket API could not be reached. Check your connection and try again.',
  'error.network.write': `The Ticket API could not be reached. ${MAY_HAVE_BEEN_SENT}`,
  'error.timeout': 'The Ticket API took too long to answer. Try again in a moment.',
  'error.timeout.after.one': 'The Ticket API did not answer within {count} second.',
  'error.timeout.after.other': 'The Ticket API did not answer within {count} seconds.',
  'error.timeout.write.one': `The Ticket API did not answer within {count} second. ${MAY_HAVE_BEEN_SENT}`,
  'error.timeout.write.other': `The Ticket API did not answer within {count} seconds. ${MAY_HAVE_BEEN_SENT}`,
  'error.not-found': 'Not found: the ticket does not exist or you cannot see it.',
  'error.rate-limited': 'The Ticket API is limiting requests. Wait a moment and try again.',
  'error.rate-limited.wait.one': 'The Ticket API is limiting requests. Wait {count} second and try again.',
  'error.rate-limited.wait.other': 'The Ticket API is limiting requests. Wait {count} seconds and try again.',
  'error.rate-limited.broker': 'The token broker is limiting requests. Wait a minute and try again.',
  'error.server': 'The Ticket API had a problem. Try again in a moment.',
  'error.server.status': 'The Ticket API had a problem (HTTP {status}). Try again in a moment.',
  'error.server.write': `The Ticket API had a problem (HTTP {status}). ${MAY_HAVE_BEEN_SENT}`,
  'error.invalid-response': `The Ticket API sent a response Sidedesk cannot read. ${API_MAY_HAVE_CHANGED}`,
  'error.invalid-response.read': `The Ticket API sent a response Sidedesk cannot read: {detail}. ${API_MAY_HAVE_CHANGED}`,
  'error.invalid-response.write': `The Ticket API sent a response Sidedesk cannot read: {detail}. ${MAY_HAVE_BEEN_SENT}`,
  'error.invalid-response.broker-refresh-token':
    'The token broker sent a refresh token, which Sidedesk refuses to hold. Ask your admin to fix the broker.',
  'error.invalid-response.broker':
    'The token broker sent an answer Sidedesk cannot read. Check the broker URL in Options.',
  'error.api-error': 'The Ticket API refused the request.',
  'error.api-error.status': 'The Ticket API refused the request (HTTP {status}).',
  'error.api-error.too-large':
    'The request is too large for the Ticket API: shorten it, or attach large content by URL.',
  'error.api-error.reply-too-large':
    'The reply is too large for the Ticket API: shorten it, or attach large content by URL.',
  'error.bad-input': 'Sidedesk could not do that with what it was given. Check the input and try again.',
  'error.bad-input.still-sending': 'A reply to this ticket is still being sent: wait for its outcome.',
  'error.bad-input.ticket-moved':
    'The ticket changed since you opened it, so the reply was not sent: read what is new, then send anyway.',
  'error.bad-input.snooze-past': 'That time has passed: choose a time ahead to snooze until.',
  'error.bad-input.ticket-unknown':
    'Sidedesk cannot tell whether the ticket changed since you opened it, so the reply was not sent: check the inbox, then send anyway.',
  'error.bad-input.already-handled': 'This reply was already handled, so Sidedesk does not send it again.',
  'error.bad-input.no-author': 'No reply author: set "Reply author e-mail" in Options.',
  'error.bad-input.refused-sender': 'Refused: only Sidedesk’s own pages may send requests.',
  'error.bad-input.refused-request': 'Refused: unknown or malformed request.',
  'error.bad-input.send-too-large':
    'Not sent: Sidedesk keeps a reply in the browser’s storage until the service has it, and this one is too large for it (10 MB for all of Sidedesk). Shorten it, or attach large content by URL.',
  'error.bad-input.send-not-stored':
    'Not sent: Sidedesk could not keep the reply in the browser’s storage while sending it. Your text is still here; try again.',
  'error.bad-input.draft-not-saved':
    'Your draft could not be saved in the browser. It stays here only while this panel is open, so copy it somewhere safe.',
  'error.bad-input.draft-too-large':
    'Your draft could not be saved: it is too large for the browser’s storage (10 MB for all of Sidedesk). It stays here only while this panel is open, so shorten it or copy it somewhere safe.',
  'error.network.offline': 'The browser is offline.',
  'error.bad-input.ticket-waited':
    'This reply waited more than 30 minutes to go out, and the ticket may have moved meanwhile: it was not sent. Check the ticket, then send it again.',
  'error.network.interrupted-before-post':
    'Sidedesk was interrupted before the reply was posted: it was not sent. Send it again.',
  'error.network.interrupted':
    'Sidedesk was interrupted while sending the reply. It may have been sent: check the ticket before sending again.',
  'error.internal': 'Sidedesk hit an unexpected problem. Try again; if it persists, reload the extension.',
  'error.internal.no-answer': 'The Sidedesk background did not answer. Reload the extension and try again.',
  /** Appended to a failure when the service gave its own `errorText` (quoted, bounded). */
  'error.service-said': 'The service said: "{said}"',
} as const;

/** What exactly could not be read in an answer: the `{detail}` of `error.invalid-response.*`. */
export const detailMessages = {
  'detail.nested-too-deep': 'its data is nested more than {levels} levels deep',
  'detail.not-json': 'it is not valid JSON',
  'detail.not-envelope': 'it is not the expected envelope ({issue})',
  'detail.unchecked': 'its data could not be checked',
  'detail.unknown': 'unknown problem',
  'detail.missing': '{path} is missing',
  'detail.wrong-type': '{path} is not {expected}',
  'detail.invalid': '{path} is not valid ({issue})',
  'detail.the-data': 'the data',
  'type.string': 'a string',
  'type.number': 'a number',
  'type.boolean': 'a boolean',
  'type.object': 'an object',
  'type.array': 'an array',
  'type.named': 'of type {type}',
} as const;

// The page that explains the token broker (options.html#token-broker, linked from Options). The code the
// broker must speak (requests, headers, JSON) is not words: the page puts it in as {placeholders}.

export const brokerHelpMessages = {
  'page.token-broker': 'What is a token broker? · Sidedesk',
  'broker-help.title': 'What is a token broker?',
  'broker-help.intro':
    'The Ticket API gives access tokens in exchange for a {refreshToken}, a long-lived secret that must only be used server to server. Sidedesk never holds it. Instead your team runs a small server, the {tokenBroker}, which keeps the refresh token, signs agents in, and hands Sidedesk short-lived access tokens.',
  'broker-help.intro.refresh-token': 'refresh token',
  'broker-help.intro.token-broker': 'token broker',
  'broker-help.asks': 'What Sidedesk asks of it',
  'broker-help.asks.token':
    '{request} with cookies and the header {header} answers {answer}, never a refresh token, with {noStore}.',
  'broker-help.asks.sign-in':
    'When the agent is not signed in it answers {answer}; Sidedesk opens that page in a tab, and tries again once the agent has signed in.',
  'broker-help.asks.origin':
    'Only the extension’s own origin is allowed (CORS with credentials, never {any}).',
  'broker-help.broker-url': 'broker URL',
  'broker-help.running': 'Running one',
  'broker-help.running.text':
    'Sidedesk ships a reference broker in its source ({source}); the README’s section “Token broker” explains how to deploy it, and {settings} lists its settings. Ask your admin for your team’s broker URL and enter it in Options.',
} as const;

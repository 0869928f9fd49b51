import type { Handler } from 'hono';

interface ConfigRouteOptions {
  /** The team's web inbox link template (`BROKER_INBOX_LINK`), `{id}` standing for the ticket. */
  inboxLink: string | undefined;
}

/**
 * `GET /config` (behind extensionOnly and signedInOnly): what the team sets for every agent of
 * this broker. Today the inbox link template, so "Read what is new in the inbox" leads
 * somewhere without each agent setting it. Kept apart from the token answer, which older
 * extensions read strictly; fields may be added, and the extension ignores those it does not know.
 */
export function configHandler(options: ConfigRouteOptions): Handler {
  return (c) => c.json(options.inboxLink ? { inboxLink: options.inboxLink } : {});
}

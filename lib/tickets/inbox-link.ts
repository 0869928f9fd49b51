// The ticket in the team's web inbox. The Ticket API cannot list a ticket's replies, so the panel
// links there. The template is per workspace (Options: "Inbox link"), `{id}` standing for the id.

/**
 * The link to `ticketId`, or null when no usable template is set (the suggestion, whose
 * `{community}` is still to fill in, is not one: inbox-template.ts).
 */
export function inboxUrl(template: string | undefined, ticketId: number): string | null {
  if (!template?.includes('{id}') || template.includes('{community}')) return null;
  try {
    const url = new URL(template.replaceAll('{id}', String(ticketId)));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

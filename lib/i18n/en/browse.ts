// The popup's connection line, category tree and FAQ instances, and words shared by every page.

export const browseMessages = {
  'status.unknown': 'status unknown',
  'status.none': 'no status',
  /** A status the specification does not name, as the service spells it. */
  'status.as-given': '“{status}”',
  'status.open': 'open',
  'status.completed': 'completed',
  'status.pending': 'pending',
  'status.escalated': 'escalated',
  'status.on-hold': 'on hold',
  'status.closed': 'closed',
  'status.new': 'new',
  'status.solved': 'solved',
  'page.options': 'Sidedesk options',
  'page.sidepanel': 'Sidedesk ticket',
  unknown: 'unknown',
  'unknown.title': 'Title unknown',
  'unknown.no-title': '(no title)',
  'unknown.replies': 'replies unknown',
} as const;

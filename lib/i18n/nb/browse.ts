import type { browseMessages as en } from '../en/browse';
import type { Translation } from '../format';

export const browseMessages: Translation<typeof en> = {
  'status.unknown': 'ukjent status',
  'status.none': 'ingen status',
  'status.as-given': '«{status}»',
  'status.open': 'åpen',
  'status.completed': 'fullført',
  'status.pending': 'venter',
  'status.escalated': 'eskalert',
  'status.on-hold': 'på vent',
  'status.closed': 'lukket',
  'status.new': 'ny',
  'status.solved': 'løst',
  'page.options': 'Innstillinger for Sidedesk',
  'page.sidepanel': 'Sidedesk-sak',
  unknown: 'ukjent',
  'unknown.title': 'Ukjent tittel',
  'unknown.no-title': '(uten tittel)',
  'unknown.replies': 'ukjent antall svar',
};

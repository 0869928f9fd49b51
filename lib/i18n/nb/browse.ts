import type { browseMessages as en } from '@/lib/i18n/en/browse';
import type { Translation } from '@/lib/i18n/format';

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

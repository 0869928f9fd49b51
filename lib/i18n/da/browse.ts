import type { browseMessages as en } from '@/lib/i18n/en/browse';
import type { Translation } from '@/lib/i18n/format';

export const browseMessages: Translation<typeof en> = {
  'status.unknown': 'ukendt status',
  'status.none': 'ingen status',
  'status.as-given': '»{status}«',
  'status.open': 'åben',
  'status.completed': 'afsluttet',
  'status.pending': 'afventer',
  'status.escalated': 'eskaleret',
  'status.on-hold': 'på hold',
  'status.closed': 'lukket',
  'status.new': 'ny',
  'status.solved': 'løst',
  'page.options': 'Indstillinger for Sidedesk',
  'page.sidepanel': 'Sidedesk-sag',
  unknown: 'ukendt',
  'unknown.title': 'Ukendt titel',
  'unknown.no-title': '(ingen titel)',
  'unknown.replies': 'ukendt antal svar',
};

import type { browseMessages as en } from '@/lib/i18n/en/browse';
import type { Translation } from '@/lib/i18n/format';

export const browseMessages: Translation<typeof en> = {
  'status.unknown': 'okänd status',
  'status.none': 'ingen status',
  'status.as-given': '”{status}”',
  'status.open': 'öppet',
  'status.completed': 'slutfört',
  'status.pending': 'väntande',
  'status.escalated': 'eskalerad',
  'status.on-hold': 'pausad',
  'status.closed': 'stängd',
  'status.new': 'ny',
  'status.solved': 'löst',
  'page.options': 'Inställningar för Sidedesk',
  'page.sidepanel': 'Sidedesk-ärende',
  unknown: 'okänt',
  'unknown.title': 'Okänd rubrik',
  'unknown.no-title': '(ingen rubrik)',
  'unknown.replies': 'okänt antal svar',
};

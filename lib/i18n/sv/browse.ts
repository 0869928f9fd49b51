import type { browseMessages as en } from '../en/browse';
import type { Translation } from '../format';

export const browseMessages: Translation<typeof en> = {
  'status.unknown': 'okänd status',
  'status.none': 'ingen status',
  'status.as-given': '”{status}”',
  'status.open': 'öppet',
  'status.completed': 'slutfört',
  'status.pending': 'väntande',
  'page.options': 'Inställningar för Sidedesk',
  'page.sidepanel': 'Sidedesk-ärende',
  unknown: 'okänt',
  'unknown.title': 'Okänd rubrik',
  'unknown.no-title': '(ingen rubrik)',
  'unknown.replies': 'okänt antal svar',
};

import type { browseMessages as en } from '../en/browse';
import type { Translation } from '../format';

export const browseMessages: Translation<typeof en> = {
  'status.unknown': 'ukendt status',
  'status.none': 'ingen status',
  'status.as-given': '»{status}«',
  'status.open': 'åben',
  'status.completed': 'afsluttet',
  'status.pending': 'afventer',
  'page.options': 'Indstillinger for Sidedesk',
  'page.sidepanel': 'Sidedesk-sag',
  unknown: 'ukendt',
  'unknown.title': 'Ukendt titel',
  'unknown.no-title': '(ingen titel)',
  'unknown.replies': 'ukendt antal svar',
};

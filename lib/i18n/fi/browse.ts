import type { browseMessages as en } from '@/lib/i18n/en/browse';
import type { Translation } from '@/lib/i18n/format';

export const browseMessages: Translation<typeof en> = {
  'status.unknown': 'tila tuntematon',
  'status.none': 'ei tilaa',
  'status.as-given': '”{status}”',
  'status.open': 'avoin',
  'status.completed': 'suljettu',
  'status.pending': 'odottaa',
  'status.escalated': 'eskaloitu',
  'status.on-hold': 'pidossa',
  'status.closed': 'suljettu',
  'status.new': 'uusi',
  'status.solved': 'ratkaistu',
  'page.options': 'Sidedeskin asetukset',
  'page.sidepanel': 'Sidedesk-tiketti',
  unknown: 'tuntematon',
  'unknown.title': 'Otsikko tuntematon',
  'unknown.no-title': '(ei otsikkoa)',
  'unknown.replies': 'vastauksia: tuntematon',
};

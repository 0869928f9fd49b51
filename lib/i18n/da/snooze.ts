import type { snoozeMessages as en } from '@/lib/i18n/en/snooze';
import type { Translation } from '@/lib/i18n/format';

export const snoozeMessages: Translation<typeof en> = {
  'snooze.action': 'Udsæt',
  'snooze.row': 'Udsæt sag {id}',
  'snooze.menu': 'Udsæt sag {id} til',
  'snooze.preset.hour': 'Om 1 time',
  'snooze.preset.afternoon': 'I eftermiddag',
  'snooze.preset.tomorrow-morning': 'I morgen tidlig',
  'snooze.preset.tomorrow': 'I morgen',
  'snooze.preset.next-week': 'Næste uge',
  'snooze.pick': 'Dato og klokkeslæt',
  'snooze.pick-go': 'Udsæt til da',
  'snooze.until-reply': 'Til kunden svarer',
  'snooze.cancel': 'Annullér',
  'snooze.snoozed-until': 'Udsat til {time}',
  'snooze.snoozed-until-reply': 'Udsat til kunden svarer',
  'snooze.unsnooze': 'Hent tilbage',
  'snooze.unsnooze-row': 'Hent sag {id} tilbage: til Fulgte nu',
  'snooze.back': 'Tilbage fra udsættelse',
  'snooze.comes-back': 'Tilbage {time}',
  'snooze.comes-back-reply': 'Tilbage, når kunden svarer',
  'snooze.failed': 'Ikke udsat: {reason}',
  'tabs.snoozed': 'Udsatte',
  'lists.label.snoozed': 'Udsatte sager',
  'lists.empty.snoozed':
    'Ingen udsatte sager. Tryk Z på en række (eller Udsæt i sidepanelet) for at lægge en sag væk til senere.',
};

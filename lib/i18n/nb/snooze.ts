import type { snoozeMessages as en } from '@/lib/i18n/en/snooze';
import type { Translation } from '@/lib/i18n/format';

export const snoozeMessages: Translation<typeof en> = {
  'snooze.action': 'Utsett',
  'snooze.row': 'Utsett sak {id}',
  'snooze.menu': 'Utsett sak {id} til',
  'snooze.preset.hour': 'Om 1 time',
  'snooze.preset.afternoon': 'I ettermiddag',
  'snooze.preset.tomorrow-morning': 'I morgen tidlig',
  'snooze.preset.tomorrow': 'I morgen',
  'snooze.preset.next-week': 'Neste uke',
  'snooze.pick': 'Dato og klokkeslett',
  'snooze.pick-go': 'Utsett til da',
  'snooze.until-reply': 'Til kunden svarer',
  'snooze.cancel': 'Avbryt',
  'snooze.snoozed-until': 'Utsatt til {time}',
  'snooze.snoozed-until-reply': 'Utsatt til kunden svarer',
  'snooze.unsnooze': 'Hent tilbake',
  'snooze.unsnooze-row': 'Hent tilbake sak {id}: til Fulgte nå',
  'snooze.back': 'Tilbake fra utsettelse',
  'snooze.comes-back': 'Tilbake {time}',
  'snooze.comes-back-reply': 'Tilbake når kunden svarer',
  'snooze.failed': 'Ikke utsatt: {reason}',
  'tabs.snoozed': 'Utsatt',
  'lists.label.snoozed': 'Utsatte saker',
  'lists.empty.snoozed':
    'Ingen utsatte saker. Trykk Z på en rad (eller Utsett i sidepanelet) for å legge bort en sak til senere.',
};

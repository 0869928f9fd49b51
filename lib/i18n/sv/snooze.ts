import type { snoozeMessages as en } from '@/lib/i18n/en/snooze';
import type { Translation } from '@/lib/i18n/format';

export const snoozeMessages: Translation<typeof en> = {
  'snooze.action': 'Snooza',
  'snooze.row': 'Snooza ärende {id}',
  'snooze.menu': 'Snooza ärende {id} till',
  'snooze.preset.hour': 'Om 1 timme',
  'snooze.preset.afternoon': 'I eftermiddag',
  'snooze.preset.tomorrow-morning': 'I morgon bitti',
  'snooze.preset.tomorrow': 'I morgon',
  'snooze.preset.next-week': 'Nästa vecka',
  'snooze.pick': 'Datum och tid',
  'snooze.pick-go': 'Snooza till dess',
  'snooze.until-reply': 'Tills kunden svarar',
  'snooze.cancel': 'Avbryt',
  'snooze.snoozed-until': 'Snoozad till {time}',
  'snooze.snoozed-until-reply': 'Snoozad tills kunden svarar',
  'snooze.unsnooze': 'Väck nu',
  'snooze.unsnooze-row': 'Väck ärende {id}: tillbaka till Bevakade nu',
  'snooze.back': 'Tillbaka från snooze',
  'snooze.comes-back': 'Tillbaka {time}',
  'snooze.comes-back-reply': 'Tillbaka när kunden svarar',
  'snooze.failed': 'Inte snoozad: {reason}',
  'tabs.snoozed': 'Snoozade',
  'lists.label.snoozed': 'Snoozade ärenden',
  'lists.empty.snoozed':
    'Inga snoozade ärenden. Tryck Z på en rad (eller Snooza i sidopanelen) för att lägga undan ett ärende till senare.',
};

import type { snoozeMessages as en } from '@/lib/i18n/en/snooze';
import type { Translation } from '@/lib/i18n/format';

export const snoozeMessages: Translation<typeof en> = {
  'snooze.action': 'Torkuta',
  'snooze.row': 'Torkuta tiketti {id}',
  'snooze.menu': 'Torkuta tiketti {id}: mihin asti?',
  'snooze.preset.hour': 'Tunnin päästä',
  'snooze.preset.afternoon': 'Iltapäivällä',
  'snooze.preset.tomorrow-morning': 'Huomenna aamulla',
  'snooze.preset.tomorrow': 'Huomenna',
  'snooze.preset.next-week': 'Ensi viikolla',
  'snooze.pick': 'Päivä ja aika',
  'snooze.pick-go': 'Torkuta siihen asti',
  'snooze.until-reply': 'Kunnes asiakas vastaa',
  'snooze.cancel': 'Peruuta',
  'snooze.snoozed-until': 'Torkutettu {time} asti',
  'snooze.snoozed-until-reply': 'Torkutettu, kunnes asiakas vastaa',
  'snooze.unsnooze': 'Herätä nyt',
  'snooze.unsnooze-row': 'Herätä tiketti {id}: takaisin seurattuihin nyt',
  'snooze.back': 'Palasi torkulta',
  'snooze.comes-back': 'Palaa {time}',
  'snooze.comes-back-reply': 'Palaa, kun asiakas vastaa',
  'snooze.failed': 'Ei torkutettu: {reason}',
  'tabs.snoozed': 'Torkutetut',
  'lists.label.snoozed': 'Torkutetut tiketit',
  'lists.empty.snoozed':
    'Ei torkutettuja tikettejä. Paina Z rivillä (tai Torkuta sivupaneelissa) siirtääksesi tiketin myöhemmäksi.',
};

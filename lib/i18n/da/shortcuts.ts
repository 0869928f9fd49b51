import type { shortcutsMessages as en } from '@/lib/i18n/en/shortcuts';
import type { Translation } from '@/lib/i18n/format';

export const shortcutsMessages: Translation<typeof en> = {
  'shortcuts.title': 'Tastaturgenveje',
  'shortcuts.close': 'Luk',
  'shortcuts.note':
    'Disse taster gør intet, mens du skriver i et felt: tryk på Tab for at forlade det først.',
  'shortcuts.browser': 'Overalt i browseren',
  'shortcuts.not-set': 'ikke valgt (vælg en på chrome://extensions/shortcuts)',
  'shortcuts.lists': 'Sagslister',
  'shortcuts.move': 'Flyt mellem sager',
  'shortcuts.tabs': 'Skift mellem Fulgte, Seneste og Kladder',
  'shortcuts.open': 'Svar på sagen i sidepanelet',
  'shortcuts.watch': 'Følg sagen, eller stop med at følge den',
  'shortcuts.remove': 'Fjern sagen fra listen (Kladder: kassér kladden)',
  'shortcuts.reply': 'Svar',
  'shortcuts.saved-replies': 'Gemte svar (i svarfeltet, først eller efter et mellemrum)',
  'shortcuts.undo': 'Fortryd en afsendelse, mens »Sender om …« vises',
  'shortcuts.help': 'Vis denne liste',
  'shortcuts.ticket': 'Denne sag',
  'shortcuts.snooze': 'Udsæt sagen (menuen åbner på første valg; ↑ ↓ flytter)',
  'shortcuts.next': 'Åbn næste sag med aktivitet, når den tilbydes',
  'shortcuts.in-box': 'Fra svarfeltet: {key}',
  'shortcuts.or': '{first} eller {second}',
};

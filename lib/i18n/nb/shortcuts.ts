import type { shortcutsMessages as en } from '@/lib/i18n/en/shortcuts';
import type { Translation } from '@/lib/i18n/format';

export const shortcutsMessages: Translation<typeof en> = {
  'shortcuts.title': 'Hurtigtaster',
  'shortcuts.close': 'Lukk',
  'shortcuts.note':
    'Disse tastene gjør ingenting mens du skriver i et felt: trykk Tab for å gå ut av det først.',
  'shortcuts.browser': 'Hvor som helst i nettleseren',
  'shortcuts.not-set': 'ikke valgt (velg en på chrome://extensions/shortcuts)',
  'shortcuts.lists': 'Sakslister',
  'shortcuts.move': 'Flytt mellom saker',
  'shortcuts.tabs': 'Bytt mellom Fulgte, Nylige og Utkast',
  'shortcuts.open': 'Svar på saken i sidepanelet',
  'shortcuts.watch': 'Følg saken, eller slutt å følge den',
  'shortcuts.remove': 'Fjern saken fra listen (Utkast: forkast utkastet)',
  'shortcuts.reply': 'Svar',
  'shortcuts.saved-replies': 'Lagrede svar (i svarfeltet, først eller etter et mellomrom)',
  'shortcuts.undo': 'Angre en sending mens «Sender om …» vises',
  'shortcuts.help': 'Vis denne listen',
  'shortcuts.ticket': 'Denne saken',
  'shortcuts.snooze': 'Utsett saken (menyen åpnes på første valg; ↑ ↓ flytter)',
  'shortcuts.next': 'Åpne neste sak med aktivitet når den tilbys',
  'shortcuts.in-box': 'Fra svarfeltet: {key}',
  'shortcuts.or': '{first} eller {second}',
};

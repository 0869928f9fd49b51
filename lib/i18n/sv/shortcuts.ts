import type { shortcutsMessages as en } from '@/lib/i18n/en/shortcuts';
import type { Translation } from '@/lib/i18n/format';

export const shortcutsMessages: Translation<typeof en> = {
  'shortcuts.title': 'Kortkommandon',
  'shortcuts.close': 'Stäng',
  'shortcuts.note':
    'De här tangenterna gör ingenting medan du skriver i ett fält: tryck på Tab för att lämna det först.',
  'shortcuts.browser': 'Var som helst i webbläsaren',
  'shortcuts.not-set': 'inte valt (välj ett på chrome://extensions/shortcuts)',
  'shortcuts.lists': 'Ärendelistor',
  'shortcuts.move': 'Flytta mellan ärenden',
  'shortcuts.tabs': 'Växla mellan Bevakade, Senaste och Utkast',
  'shortcuts.open': 'Svara på ärendet i sidopanelen',
  'shortcuts.watch': 'Bevaka ärendet, eller sluta bevaka det',
  'shortcuts.remove': 'Ta bort ärendet från listan (Utkast: släng utkastet)',
  'shortcuts.reply': 'Svar',
  'shortcuts.saved-replies': 'Sparade svar (i svarsrutan, först eller efter ett mellanslag)',
  'shortcuts.undo': 'Ångra ett utskick medan ”Skickar om …” visas',
  'shortcuts.help': 'Visa den här listan',
  'shortcuts.ticket': 'Det här ärendet',
  'shortcuts.snooze': 'Snooza ärendet (menyn öppnas på första valet; ↑ ↓ flyttar)',
  'shortcuts.next': 'Öppna nästa ärende med aktivitet när det erbjuds',
  'shortcuts.in-box': 'Från svarsrutan: {key}',
  'shortcuts.or': '{first} eller {second}',
};

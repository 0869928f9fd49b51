import type { shortcutsMessages as en } from '@/lib/i18n/en/shortcuts';
import type { Translation } from '@/lib/i18n/format';

export const shortcutsMessages: Translation<typeof en> = {
  'shortcuts.title': 'Pikanäppäimet',
  'shortcuts.close': 'Sulje',
  'shortcuts.note':
    'Nämä näppäimet eivät tee mitään, kun kirjoitat kenttään: poistu siitä ensin painamalla Tab.',
  'shortcuts.browser': 'Missä tahansa selaimessa',
  'shortcuts.not-set': 'ei valittu (valitse osoitteessa chrome://extensions/shortcuts)',
  'shortcuts.lists': 'Tikettilistat',
  'shortcuts.move': 'Siirry tikettien välillä',
  'shortcuts.tabs': 'Vaihda Seuratut-, Viimeisimmät- ja Luonnokset-listan välillä',
  'shortcuts.open': 'Vastaa tikettiin sivupaneelissa',
  'shortcuts.watch': 'Seuraa tikettiä tai lopeta seuraaminen',
  'shortcuts.remove': 'Poista tiketti listalta (Luonnokset: hylkää luonnos)',
  'shortcuts.reply': 'Vastaus',
  'shortcuts.saved-replies': 'Tallennetut vastaukset (vastauskentässä, alussa tai välilyönnin jälkeen)',
  'shortcuts.undo': 'Peru lähetys, kun ”Lähetetään … s kuluttua” näkyy',
  'shortcuts.help': 'Näytä tämä lista',
  'shortcuts.ticket': 'Tämä tiketti',
  'shortcuts.snooze': 'Torkuta tiketti (valikko avautuu ensimmäiseen valintaan; ↑ ↓ siirtää)',
  'shortcuts.next': 'Avaa seuraava tiketti, jossa on toimintaa, kun sitä tarjotaan',
  'shortcuts.in-box': 'Vastauskentästä: {key}',
  'shortcuts.or': '{first} tai {second}',
};

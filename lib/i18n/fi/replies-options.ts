import type { replyOptionsMessages as en } from '@/lib/i18n/en/replies-options';
import type { Translation } from '@/lib/i18n/format';

const UNCHANGED = 'Mitään ei tuotu; tallennetut vastauksesi ovat ennallaan.';

export const replyOptionsMessages: Translation<typeof en> = {
  'replies.title': 'Tallennetut vastaukset',
  'replies.intro':
    'Sivupaneelissa voit lisätä vastauksen kirjoittamalla / ja pikakomennon tai painamalla Tallennetut vastaukset.',
  'replies.examples-note': 'Valmiita esimerkkejä: muokkaa tai poista niitä vapaasti.',
  'replies.list': 'Omat tallennetut vastaukset',
  'replies.empty': 'Ei vielä tallennettuja vastauksia.',
  'replies.add': 'Lisää tallennettu vastaus',
  'replies.field.name': 'Nimi',
  'replies.field.shortcut': 'Pikakomento',
  'replies.field.shortcut-hint':
    'Valinnainen: pieniä kirjaimia, numeroita ja -, kirjoitetaan /-merkin jälkeen, esim. hyvitys.',
  'replies.field.text': 'Teksti',
  'replies.field.text-hint':
    'Muuttujat, jotka täytetään tiketistä ja sinun tiedoistasi lisättäessä: {variables}. {cursor} merkitsee, mihin kohdistin jää.',
  'replies.field.html': 'Muotoiltu teksti (HTML)',
  'replies.field.outcome': 'Lopputulos',
  'replies.save': 'Tallenna vastaus',
  'replies.cancel': 'Peruuta',
  'replies.edit': 'Muokkaa',
  'replies.edit-label': 'Muokkaa: {name}',
  'replies.delete': 'Poista',
  'replies.delete-label': 'Poista: {name}',
  'replies.move-up': 'Siirrä ylös: {name}',
  'replies.move-down': 'Siirrä alas: {name}',
  'replies.import': 'Tuo',
  'replies.export': 'Vie',
  'replies.problem.name': 'Anna tallennetulle vastaukselle nimi.',
  'replies.problem.shortcut':
    'Pikakomennossa on pieniä kirjaimia, numeroita ja -, se alkaa kirjaimella tai numerolla ja on enintään 40 merkkiä.',
  'replies.problem.shortcut-taken': 'Pikakomento /{shortcut} on jo käytössä vastauksessa ”{name}”.',
  'replies.problem.text': 'Kirjoita tallennetun vastauksen teksti.',
  'replies.problem.form': 'Mitään ei tallennettu: korjaa alla merkityt kentät.',
  'replies.notice.saved': 'Tallennettiin ”{name}”.',
  'replies.notice.deleted': 'Poistettiin ”{name}”.',
  'replies.notice.imported.one': 'Tuotiin {count} tallennettu vastaus.',
  'replies.notice.imported.other': 'Tuotiin {count} tallennettua vastausta.',
  'replies.notice.exported.one': 'Vietiin {count} tallennettu vastaus.',
  'replies.notice.exported.other': 'Vietiin {count} tallennettua vastausta.',
  'replies.notice.import-refused': `{problem} ${UNCHANGED}`,
  'replies.team.title': 'Tiimikirjasto',
  'replies.team.note': 'Tiimisi välittäjän jakama; vain luku.',
  'replies.team.kept': 'Näytetään tiimikirjasto sellaisena kuin se oli aiemmin. {problem}',
  'replies.signature.field': 'Allekirjoitus',
  'replies.signature.hint':
    'Lisätään kerran tämän työtilan uusien viestien loppuun; muuttujat toimivat myös tässä.',
  'replies.signature.add': 'Lisää allekirjoitus uusiin viesteihin',
  'replies.signature.none': 'Ei allekirjoitusta.',
  'replies.signature.off': 'Ei lisätä uusiin viesteihin.',
  'replies.signature.edit': 'Muokkaa allekirjoitusta',

  'replies.field.attachments': 'Liitteet',
  'replies.field.attachment-url': 'Liitteen URL',
  'replies.field.attachment-name': 'Liitteen nimi',
  'replies.field.attachment-hint':
    'Tiedoston https-osoite; nimeksi tulee osoitteen tiedostonimi, jos jätät sen tyhjäksi.',
  'replies.attachment.add': 'Lisää liite',
  'replies.attachment.remove': 'Poista liite {name}',
  'replies.problem.attachment-url':
    'Liitteen URL:n on oltava täydellinen https-osoite, kuten https://example.com/tiedosto.pdf.',
  'replies.problem.attachment-name': 'Anna liitteelle enintään 255 merkin nimi.',
  'replies.problem.attachment-twice': 'Liite on jo lisätty.',
  'replies.problem.attachment-max': 'Tallennetussa vastauksessa voi olla enintään {max} liitettä.',
};

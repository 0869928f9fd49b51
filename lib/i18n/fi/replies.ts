import type { replyMessages as en } from '../en/replies';
import type { Translation } from '../format';

const UNCHANGED = 'Mitään ei tuotu; tallennetut vastauksesi ovat ennallaan.';

export const replyMessages: Translation<typeof en> = {
  'error.bad-input.replies-file.not-json': 'Tiedosto ei ole kelvollista JSONia.',
  'error.bad-input.replies-file.not-replies':
    'Tiedosto ei ole tallennettujen vastausten tiedosto: kentän ”format” on oltava ”{format}”.',
  'error.bad-input.replies-file.newer':
    'Tiedosto on tallennettujen vastausten muodon versio {version} uudemmasta Sidedeskistä: päivitä Sidedesk tuodaksesi sen.',
  'error.bad-input.replies-file.too-many': 'Työtilassa voi olla enintään {max} tallennettua vastausta.',
  'error.bad-input.replies-file.unknown-field': 'Tiedostossa on kenttä, jota Sidedesk ei tunne: {field}.',
  'error.bad-input.replies-file.bad-field': 'Tiedostosta puuttuu arvo tai arvo on väärä kohdassa {field}.',
  'error.invalid-response.team-library': 'Välittäjän tiimikirjastoa ei voitu lukea. {problem}',

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
  'replies.outcome.none': 'Ei mitään: jätä lähetysvalinnat ennalleen',
  'replies.outcome.send': 'Lähetä',
  'replies.outcome.complete': 'Lähetä ja sulje',
  'replies.outcome.draft': 'Tallenna luonnoksena',
  'replies.outcome.keep-status': 'Lähetä, säilytä tila',
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
  'replies.team.none': 'Tiimisi välittäjä ei jaa tallennettuja vastauksia.',
  'replies.team.kept': 'Näytetään tiimikirjasto sellaisena kuin se oli aiemmin. {problem}',
  'replies.signature.field': 'Allekirjoitus',
  'replies.signature.hint':
    'Lisätään kerran tämän työtilan uusien viestien loppuun; muuttujat toimivat myös tässä.',
  'replies.signature.add': 'Lisää allekirjoitus uusiin viesteihin',
  'replies.signature.save': 'Tallenna allekirjoitus',
  'replies.signature.saved': 'Allekirjoitus tallennettiin.',
  'replies.signature.failed': 'Allekirjoitusta ei voitu tallentaa. Yritä uudelleen.',

  'replies.picker.button': 'Tallennetut vastaukset',
  'replies.picker.label': 'Tallennetut vastaukset',
  'replies.picker.faq': 'Lisää FAQ-linkki: {name}',
  'replies.picker.team': 'tiimi',
  'replies.picker.empty': 'Mikään tallennettu vastaus ei vastaa hakua ”/{query}”.',
  'replies.picker.hint': '↑↓ valitse · Enter lisää · Esc sulje',
  'replies.picker.outcome': '”{name}” asetti lopputulokseksi: {outcome}. Voit muuttaa sen alla.',
  'replies.unresolved.one': 'Viestissä on yhä {list}, joka menisi asiakkaalle sellaisenaan.',
  'replies.unresolved.other': 'Viestissä on yhä {list}, jotka menisivät asiakkaalle sellaisinaan.',
  'replies.unresolved.send-anyway': 'Lähetä silti',

  'replies.example.greeting.name': 'Tervehdys',
  'replies.example.greeting.shortcut': 'hei',
  'replies.example.greeting.text': 'Hei {customerFirstName},\n\n{cursor}',
  'replies.example.order.name': 'Pyydä tilausnumeroa',
  'replies.example.order.shortcut': 'tilaus',
  'replies.example.order.text':
    'Hei {customerFirstName},\n\nVoisitko lähettää minulle tilausnumerosi? Löydät sen tilausvahvistuksesta, jonka lähetimme sinulle sähköpostitse.\n\nYstävällisin terveisin\n{agentFirstName}',
  'replies.example.refund.name': 'Hyvitys tehty',
  'replies.example.refund.shortcut': 'hyvitys',
  'replies.example.refund.text':
    'Hei {customerFirstName},\n\nOlen hyvittänyt tilauksesi. Rahojen pitäisi näkyä tililläsi 5 arkipäivän kuluessa.\n\nYstävällisin terveisin\n{agentFirstName}',
  'replies.example.closing.name': 'Lopetus',
  'replies.example.closing.shortcut': 'kiitos',
  'replies.example.closing.text':
    'Voinko auttaa vielä jossakin muussa? Jos en, toivotan sinulle oikein hyvää päivää.\n\nYstävällisin terveisin\n{agentFirstName}',
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

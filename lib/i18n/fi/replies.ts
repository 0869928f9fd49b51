import type { replyMessages as en } from '@/lib/i18n/en/replies';
import type { Translation } from '@/lib/i18n/format';

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

  'replies.outcome.none': 'Ei mitään: jätä lähetysvalinnat ennalleen',
  'replies.outcome.send': 'Lähetä',
  'replies.outcome.complete': 'Lähetä ja sulje',
  'replies.outcome.draft': 'Tallenna luonnoksena',
  'replies.outcome.keep-status': 'Lähetä, säilytä tila',
  'replies.team.none': 'Tiimisi välittäjä ei jaa tallennettuja vastauksia.',
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

  // Fill-in fields: the composer's form, Send's refusal and the preview in Options.
  'replies.fields.title': 'Täytä ”{name}”',
  'replies.fields.insert': 'Lisää',
  'replies.fields.cancel': 'Peruuta',
  'replies.fields.hint': 'Tab seuraava · Enter lisää · Esc peruuta',
  'replies.fields.choose': 'Valitse…',
  'replies.fields.empty': 'Täytä tämä: kentällä ei ole oletusarvoa.',
  'replies.fields.not-number': 'Kirjoita luku.',
  'replies.fields.not-date': 'Kirjoita päivämäärä.',
  'replies.fields.malformed':
    'Osa tämän tallennetun vastauksen kentistä on kirjoitettu väärin, ja ne jäävät tekstiin sellaisinaan: korjaa ne asetuksissa.',
  'replies.fields.unfilled.one':
    'Kenttää ”{list}” ei ole vielä täytetty. Kirjoita arvo sen paikalle ennen lähettämistä.',
  'replies.fields.unfilled.other':
    'Kenttiä {list} ei ole vielä täytetty. Kirjoita arvot niiden paikalle ennen lähettämistä.',
  'replies.fields.syntax': 'Kentät, jotka täytät lisätessäsi: {examples}.',
  'replies.fields.asks': 'Kun vastaus lisätään, se kysyy:',
  'replies.fields.kind.text': 'tekstin',
  'replies.fields.kind.number': 'luvun',
  'replies.fields.kind.date': 'päivämäärän',
  'replies.fields.kind.choice': 'yhden vaihtoehdoista {choices}',
  'replies.fields.default': 'oletus {value}',
  'replies.fields.problem': 'Kenttä {place} (rivi {line}, {source}): {problem}',
  'replies.fields.problem.unclosed': 'sitä ei koskaan suljeta.',
  'replies.fields.problem.no-name': 'sillä ei ole nimeä.',
  'replies.fields.problem.unknown-part': 'Sidedesk ei tunne osaa ”{part}”.',
  'replies.fields.problem.no-choices': 'valinnassa ei ole vaihtoehtoja.',
  'replies.fields.problem.bad-default': 'sen oletusarvo ei sovi kentän tyyppiin.',
  'replies.fields.problem.kind-clash': 'samanniminen kenttä ennen sitä on eri tyyppiä.',
};

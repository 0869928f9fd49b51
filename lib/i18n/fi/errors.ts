import type { detailMessages as enDetail, errorMessages as enErrors } from '@/lib/i18n/en/errors';
import type { Translation } from '@/lib/i18n/format';

const MAY_HAVE_BEEN_SENT = 'Vastaus on ehkä lähetetty: tarkista tiketti ennen kuin lähetät uudelleen.';
const API_MAY_HAVE_CHANGED = 'Yritä uudelleen. Jos ongelma jatkuu, API on ehkä muuttunut.';

export const errorMessages: Translation<typeof enErrors> = {
  'error.not-configured':
    'Sidedeskiä ei ole vielä määritetty: lisää tunnusvälittäjän URL ja API:n perus-URL Asetuksissa.',
  'error.not-configured.broker':
    'Sidedeskiä ei ole vielä määritetty: lisää tunnusvälittäjän URL Asetuksissa.',
  'error.permission-needed':
    'Sidedesk ei vielä saa ottaa yhteyttä tunnusvälittäjään tai Ticket API:in. Avaa Asetukset ja paina Tallenna antaaksesi luvan.',
  'error.permission-needed.broker':
    'Sidedesk ei vielä saa ottaa yhteyttä tunnusvälittäjään osoitteessa {origin}. Avaa Asetukset ja paina Tallenna antaaksesi luvan.',
  'error.permission-needed.api':
    'Sidedesk ei vielä saa ottaa yhteyttä Ticket API:in osoitteessa {origin}. Avaa Asetukset ja paina Tallenna antaaksesi luvan.',
  'error.sign-in-required': 'Kirjaudu tiimisi tunnusvälittäjään ja yritä uudelleen.',
  'error.sign-in-required.after-sign-out': 'Kirjauduit ulos tästä työtilasta. Jatka kirjautumalla sisään.',
  'error.sign-in-required.session-ended':
    'Kirjautumisesi tiimin tunnusvälittäjään on päättynyt. Kirjaudu uudelleen.',
  'error.sign-in-required.signed-out':
    'Sinut kirjattiin ulos, kun Sidedesk kirjautui sisään. Kirjaudu uudelleen.',
  'error.sign-in-required.token-refused':
    'Ticket API hylkäsi käyttöoikeustunnuksesi kahdesti. Kirjaudu tunnusvälittäjään uudelleen.',
  'error.broker-unreachable':
    'Tunnusvälittäjään ei saatu yhteyttä. Tarkista sen URL Asetuksissa ja verkkoyhteytesi.',
  'error.broker-unreachable.at':
    'Tunnusvälittäjään osoitteessa {origin} ei saatu yhteyttä. Tarkista sen URL Asetuksissa ja verkkoyhteytesi.',
  'error.broker-unreachable.nothing-at':
    'Osoitteesta {url} ei vastattu. Tarkista tunnusvälittäjän URL ja että välittäjä on käynnissä.',
  'error.broker-unreachable.no-sign-in-page':
    'Tunnusvälittäjä pyysi kirjautumista mutta ei antanut kirjautumissivua. Pyydä ylläpitäjää tarkistamaan välittäjä.',
  'error.broker-unreachable.wait.one': 'Tunnusvälittäjä ei vastaa (yritetään uudelleen {count} s kuluttua).',
  'error.broker-unreachable.wait.other':
    'Tunnusvälittäjä ei vastaa (yritetään uudelleen {count} s kuluttua).',
  'error.broker-unreachable.status':
    'Tunnusvälittäjä vastasi HTTP {status}. Tarkista sen URL Asetuksissa tai kysy ylläpitäjältä.',
  'error.unauthorized': 'Ticket API ei salli tätä tilillesi.',
  'error.network': 'Ticket API:in ei saatu yhteyttä. Tarkista verkkoyhteytesi ja yritä uudelleen.',
  'error.network.write': `Ticket API:in ei saatu yhteyttä. ${MAY_HAVE_BEEN_SENT}`,
  'error.timeout': 'Ticket API vastasi liian hitaasti. Yritä hetken päästä uudelleen.',
  'error.timeout.after.one': 'Ticket API ei vastannut {count} sekunnin kuluessa.',
  'error.timeout.after.other': 'Ticket API ei vastannut {count} sekunnin kuluessa.',
  'error.timeout.write.one': `Ticket API ei vastannut {count} sekunnin kuluessa. ${MAY_HAVE_BEEN_SENT}`,
  'error.timeout.write.other': `Ticket API ei vastannut {count} sekunnin kuluessa. ${MAY_HAVE_BEEN_SENT}`,
  'error.not-found': 'Ei löytynyt: tikettiä ei ole, tai sinulla ei ole oikeutta nähdä sitä.',
  'error.rate-limited': 'Ticket API rajoittaa pyyntöjä. Odota hetki ja yritä uudelleen.',
  'error.rate-limited.wait.one': 'Ticket API rajoittaa pyyntöjä. Odota {count} sekunti ja yritä uudelleen.',
  'error.rate-limited.wait.other':
    'Ticket API rajoittaa pyyntöjä. Odota {count} sekuntia ja yritä uudelleen.',
  'error.rate-limited.broker': 'Tunnusvälittäjä rajoittaa pyyntöjä. Odota minuutti ja yritä uudelleen.',
  'error.server': 'Ticket API:ssa oli ongelma. Yritä hetken päästä uudelleen.',
  'error.server.status': 'Ticket API:ssa oli ongelma (HTTP {status}). Yritä hetken päästä uudelleen.',
  'error.server.write': `Ticket API:ssa oli ongelma (HTTP {status}). ${MAY_HAVE_BEEN_SENT}`,
  'error.invalid-response': `Ticket API lähetti vastauksen, jota Sidedesk ei osaa lukea. ${API_MAY_HAVE_CHANGED}`,
  'error.invalid-response.read': `Ticket API lähetti vastauksen, jota Sidedesk ei osaa lukea: {detail}. ${API_MAY_HAVE_CHANGED}`,
  'error.invalid-response.write': `Ticket API lähetti vastauksen, jota Sidedesk ei osaa lukea: {detail}. ${MAY_HAVE_BEEN_SENT}`,
  'error.invalid-response.broker-refresh-token':
    'Tunnusvälittäjä lähetti uusintatunnuksen, jota Sidedesk ei suostu säilyttämään. Pyydä ylläpitäjää korjaamaan välittäjä.',
  'error.invalid-response.broker':
    'Tunnusvälittäjä lähetti vastauksen, jota Sidedesk ei osaa lukea. Tarkista välittäjän URL Asetuksissa.',
  'error.api-error': 'Ticket API hylkäsi pyynnön.',
  'error.api-error.status': 'Ticket API hylkäsi pyynnön (HTTP {status}).',
  'error.api-error.too-large':
    'Pyyntö on liian suuri Ticket API:lle: lyhennä sitä tai liitä suuri sisältö linkkinä.',
  'error.api-error.reply-too-large':
    'Vastaus on liian suuri Ticket API:lle: lyhennä sitä tai liitä suuri sisältö linkkinä.',
  'error.bad-input': 'Sidedesk ei voinut tehdä tätä annetuilla tiedoilla. Tarkista syöte ja yritä uudelleen.',
  'error.bad-input.still-sending': 'Vastausta tähän tikettiin lähetetään vielä: odota tulosta.',
  'error.bad-input.ticket-moved':
    'Tiketti on muuttunut sen jälkeen, kun avasit sen, joten vastausta ei lähetetty: lue uudet tiedot ja lähetä sitten silti.',
  'error.bad-input.snooze-past': 'Se aika on jo mennyt: valitse tuleva aika, johon asti torkutat.',
  'error.bad-input.ticket-unknown':
    'Sidedesk ei voi tietää, onko tiketti muuttunut avaamisen jälkeen, joten vastausta ei lähetetty: tarkista saapuneet ja lähetä sitten silti.',
  'error.bad-input.already-handled': 'Tämä vastaus on jo käsitelty, joten Sidedesk ei lähetä sitä uudelleen.',
  'error.bad-input.no-author': 'Ei lähettäjää: täytä ”Vastausten lähettäjän sähköposti” Asetuksissa.',
  'error.bad-input.refused-sender': 'Hylätty: vain Sidedeskin omat sivut voivat lähettää pyyntöjä.',
  'error.bad-input.refused-request': 'Hylätty: tuntematon tai virheellinen pyyntö.',
  'error.bad-input.send-too-large':
    'Ei lähetetty: Sidedesk pitää vastauksen selaimen tallennustilassa, kunnes palvelu on saanut sen, ja tämä on siihen liian suuri (10 Mt koko Sidedeskille). Lyhennä sitä tai liitä suuri sisältö URL-osoitteena.',
  'error.bad-input.send-not-stored':
    'Ei lähetetty: Sidedesk ei voinut pitää vastausta selaimen tallennustilassa lähetyksen ajan. Tekstisi on yhä täällä; yritä uudelleen.',
  'error.bad-input.draft-not-saved':
    'Luonnosta ei voitu tallentaa selaimeen. Se säilyy vain niin kauan kuin tämä paneeli on auki, joten kopioi se turvaan.',
  'error.bad-input.draft-too-large':
    'Luonnosta ei voitu tallentaa: se on liian suuri selaimen tallennustilaan (10 Mt koko Sidedeskille). Se säilyy vain niin kauan kuin tämä paneeli on auki, joten lyhennä sitä tai kopioi se turvaan.',
  'error.network.offline': 'Selain on offline-tilassa.',
  'error.bad-input.ticket-waited':
    'Vastaus odotti lähtöä yli 30 minuuttia, ja tiketti on voinut muuttua sillä välin: sitä ei lähetetty. Tarkista tiketti ja lähetä vastaus uudelleen.',
  'error.network.interrupted-before-post':
    'Sidedesk keskeytyi ennen kuin vastaus lähetettiin: sitä ei lähetetty. Lähetä se uudelleen.',
  'error.network.interrupted':
    'Sidedesk keskeytyi vastauksen lähetyksen aikana. Vastaus on ehkä lähetetty: tarkista tiketti ennen kuin lähetät uudelleen.',
  'error.internal':
    'Sidedesk kohtasi odottamattoman ongelman. Yritä uudelleen. Jos ongelma jatkuu, lataa laajennus uudelleen.',
  'error.internal.no-answer':
    'Sidedeskin taustaosa ei vastannut. Lataa laajennus uudelleen ja yritä sitten uudelleen.',
  'error.service-said': 'Palvelu vastasi: ”{said}”',
};

export const detailMessages: Translation<typeof enDetail> = {
  'detail.nested-too-deep': 'sen tiedot ovat sisäkkäin yli {levels} tasoa',
  'detail.not-json': 'se ei ole kelvollista JSONia',
  'detail.not-envelope': 'se ei ole odotettu kirjekuori ({issue})',
  'detail.unchecked': 'sen tietoja ei voitu tarkistaa',
  'detail.unknown': 'tuntematon ongelma',
  'detail.missing': '{path} puuttuu',
  'detail.wrong-type': '{path} ei ole {expected}',
  'detail.invalid': '{path} ei kelpaa ({issue})',
  'detail.the-data': 'tiedot',
  'type.string': 'merkkijono',
  'type.number': 'luku',
  'type.boolean': 'totuusarvo',
  'type.object': 'objekti',
  'type.array': 'lista',
  'type.named': 'tyyppiä {type}',
};

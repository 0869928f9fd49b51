import type { detailMessages as enDetail, errorMessages as enErrors } from '@/lib/i18n/en/errors';
import type { Translation } from '@/lib/i18n/format';

const MAY_HAVE_BEEN_SENT = 'Svaret kan ha blitt sendt: sjekk saken før du sender på nytt.';
const API_MAY_HAVE_CHANGED = 'Prøv igjen. Skjer det igjen, kan API-et ha endret seg.';

export const errorMessages: Translation<typeof enErrors> = {
  'error.not-configured':
    'Sidedesk er ikke satt opp ennå: legg inn URL til tokenmegleren og API-ets basis-URL i Innstillinger.',
  'error.not-configured.broker':
    'Sidedesk er ikke satt opp ennå: legg inn URL til tokenmegleren i Innstillinger.',
  'error.permission-needed':
    'Sidedesk har ennå ikke lov til å kontakte tokenmegleren eller Ticket API. Åpne Innstillinger og trykk Lagre for å gi tilgang.',
  'error.permission-needed.broker':
    'Sidedesk har ennå ikke lov til å kontakte tokenmegleren på {origin}. Åpne Innstillinger og trykk Lagre for å gi tilgang.',
  'error.permission-needed.api':
    'Sidedesk har ennå ikke lov til å kontakte Ticket API på {origin}. Åpne Innstillinger og trykk Lagre for å gi tilgang.',
  'error.sign-in-required': 'Logg inn hos teamets tokenmegler, og prøv igjen.',
  'error.sign-in-required.after-sign-out': 'Du logget ut av dette arbeidsområdet. Logg inn for å fortsette.',
  'error.sign-in-required.session-ended':
    'Innloggingen hos teamets tokenmegler er avsluttet. Logg inn igjen.',
  'error.sign-in-required.signed-out': 'Du ble logget ut mens Sidedesk logget inn. Logg inn igjen.',
  'error.sign-in-required.token-refused':
    'Ticket API avviste tilgangstokenet ditt to ganger. Logg inn hos tokenmegleren igjen.',
  'error.broker-unreachable':
    'Fikk ikke kontakt med tokenmegleren. Sjekk URL-en i Innstillinger og nettforbindelsen.',
  'error.broker-unreachable.at':
    'Fikk ikke kontakt med tokenmegleren på {origin}. Sjekk URL-en i Innstillinger og nettforbindelsen.',
  'error.broker-unreachable.nothing-at':
    'Ingenting svarte på {url}. Sjekk URL-en til tokenmegleren, og at megleren kjører.',
  'error.broker-unreachable.no-sign-in-page':
    'Tokenmegleren ba om innlogging, men oppga ingen innloggingsside. Be administratoren sjekke megleren.',
  'error.broker-unreachable.wait.one': 'Token-megleren svarer ikke (prøver igjen om {count} s).',
  'error.broker-unreachable.wait.other': 'Token-megleren svarer ikke (prøver igjen om {count} s).',
  'error.broker-unreachable.status':
    'Tokenmegleren svarte HTTP {status}. Sjekk URL-en i Innstillinger, eller spør administratoren.',
  'error.unauthorized': 'Ticket API tillater ikke dette for kontoen din.',
  'error.network': 'Fikk ikke kontakt med Ticket API. Sjekk nettforbindelsen og prøv igjen.',
  'error.network.write': `Fikk ikke kontakt med Ticket API. ${MAY_HAVE_BEEN_SENT}`,
  'error.timeout': 'Ticket API brukte for lang tid på å svare. Prøv igjen om litt.',
  'error.timeout.after.one': 'Ticket API svarte ikke innen {count} sekund.',
  'error.timeout.after.other': 'Ticket API svarte ikke innen {count} sekunder.',
  'error.timeout.write.one': `Ticket API svarte ikke innen {count} sekund. ${MAY_HAVE_BEEN_SENT}`,
  'error.timeout.write.other': `Ticket API svarte ikke innen {count} sekunder. ${MAY_HAVE_BEEN_SENT}`,
  'error.not-found': 'Ikke funnet: saken finnes ikke, eller du har ikke tilgang til den.',
  'error.rate-limited': 'Ticket API begrenser antall forespørsler. Vent litt og prøv igjen.',
  'error.rate-limited.wait.one':
    'Ticket API begrenser antall forespørsler. Vent {count} sekund og prøv igjen.',
  'error.rate-limited.wait.other':
    'Ticket API begrenser antall forespørsler. Vent {count} sekunder og prøv igjen.',
  'error.rate-limited.broker': 'Tokenmegleren begrenser antall forespørsler. Vent et minutt og prøv igjen.',
  'error.server': 'Ticket API fikk et problem. Prøv igjen om litt.',
  'error.server.status': 'Ticket API fikk et problem (HTTP {status}). Prøv igjen om litt.',
  'error.server.write': `Ticket API fikk et problem (HTTP {status}). ${MAY_HAVE_BEEN_SENT}`,
  'error.invalid-response': `Ticket API sendte et svar Sidedesk ikke kan lese. ${API_MAY_HAVE_CHANGED}`,
  'error.invalid-response.read': `Ticket API sendte et svar Sidedesk ikke kan lese: {detail}. ${API_MAY_HAVE_CHANGED}`,
  'error.invalid-response.write': `Ticket API sendte et svar Sidedesk ikke kan lese: {detail}. ${MAY_HAVE_BEEN_SENT}`,
  'error.invalid-response.broker-refresh-token':
    'Tokenmegleren sendte et fornyingstoken, og det tar Sidedesk ikke imot. Be administratoren rette megleren.',
  'error.invalid-response.broker':
    'Tokenmegleren sendte et svar Sidedesk ikke kan lese. Sjekk URL-en i Innstillinger.',
  'error.api-error': 'Ticket API avviste forespørselen.',
  'error.api-error.status': 'Ticket API avviste forespørselen (HTTP {status}).',
  'error.api-error.too-large':
    'Forespørselen er for stor for Ticket API: gjør den kortere, eller legg ved store filer som lenke.',
  'error.api-error.reply-too-large':
    'Svaret er for stort for Ticket API: gjør det kortere, eller legg ved store filer som lenke.',
  'error.bad-input': 'Sidedesk kunne ikke gjøre dette med det den fikk. Sjekk det du skrev, og prøv igjen.',
  'error.bad-input.still-sending': 'Et svar på denne saken sendes fortsatt: vent på resultatet.',
  'error.bad-input.ticket-moved':
    'Saken er endret siden du åpnet den, så svaret ble ikke sendt: les det som er nytt, og send likevel.',
  'error.bad-input.snooze-past': 'Det tidspunktet er passert: velg et tidspunkt fram i tid å utsette til.',
  'error.bad-input.ticket-unknown':
    'Sidedesk kan ikke se om saken er endret siden du åpnet den, så svaret ble ikke sendt: sjekk innboksen, og send likevel.',
  'error.bad-input.already-handled': 'Dette svaret er allerede behandlet, så Sidedesk sender det ikke igjen.',
  'error.bad-input.no-author': 'Ingen avsender: fyll inn «Avsenderadresse for svar» i Innstillinger.',
  'error.bad-input.refused-sender': 'Avvist: bare Sidedesks egne sider kan sende forespørsler.',
  'error.bad-input.refused-request': 'Avvist: ukjent eller ugyldig forespørsel.',
  'error.bad-input.send-too-large':
    'Ikke sendt: Sidedesk holder et svar i nettleserens lagring til tjenesten har det, og dette er for stort for den (10 MB for hele Sidedesk). Gjør det kortere, eller legg ved stort innhold som URL.',
  'error.bad-input.send-not-stored':
    'Ikke sendt: Sidedesk kunne ikke holde svaret i nettleserens lagring mens det sendes. Teksten din er fortsatt her; prøv igjen.',
  'error.bad-input.draft-not-saved':
    'Utkastet kunne ikke lagres i nettleseren. Det finnes bare her så lenge panelet er åpent, så kopier det et trygt sted.',
  'error.bad-input.draft-too-large':
    'Utkastet kunne ikke lagres: det er for stort for nettleserens lagring (10 MB for hele Sidedesk). Det finnes bare her så lenge panelet er åpent, så gjør det kortere eller kopier det et trygt sted.',
  'error.network.offline': 'Nettleseren er frakoblet.',
  'error.bad-input.ticket-waited':
    'Svaret ventet mer enn 30 minutter på å bli sendt, og saken kan ha endret seg i mellomtiden: det ble ikke sendt. Sjekk saken, og send det på nytt.',
  'error.network.interrupted-before-post':
    'Sidedesk ble avbrutt før svaret ble sendt: det ble ikke sendt. Send det på nytt.',
  'error.network.interrupted':
    'Sidedesk ble avbrutt mens svaret ble sendt. Det kan ha blitt sendt: sjekk saken før du sender på nytt.',
  'error.internal':
    'Sidedesk støtte på et uventet problem. Prøv igjen. Skjer det igjen, last inn utvidelsen på nytt.',
  'error.internal.no-answer':
    'Bakgrunnsdelen av Sidedesk svarte ikke. Last inn utvidelsen på nytt og prøv igjen.',
  'error.service-said': 'Tjenesten sa: «{said}»',
};

export const detailMessages: Translation<typeof enDetail> = {
  'detail.nested-too-deep': 'dataene er nøstet mer enn {levels} nivåer dypt',
  'detail.not-json': 'det er ikke gyldig JSON',
  'detail.not-envelope': 'det er ikke den ventede konvolutten ({issue})',
  'detail.unchecked': 'dataene kunne ikke kontrolleres',
  'detail.unknown': 'ukjent problem',
  'detail.missing': '{path} mangler',
  'detail.wrong-type': '{path} er ikke {expected}',
  'detail.invalid': '{path} er ikke gyldig ({issue})',
  'detail.the-data': 'dataene',
  'type.string': 'en tekst',
  'type.number': 'et tall',
  'type.boolean': 'en sannhetsverdi',
  'type.object': 'et objekt',
  'type.array': 'en liste',
  'type.named': 'av typen {type}',
};

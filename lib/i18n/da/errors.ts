import type { detailMessages as enDetail, errorMessages as enErrors } from '@/lib/i18n/en/errors';
import type { Translation } from '@/lib/i18n/format';

const MAY_HAVE_BEEN_SENT = 'Svaret kan være sendt: tjek sagen, før du sender igen.';
const API_MAY_HAVE_CHANGED = 'Prøv igen. Sker det igen, kan API’et være ændret.';

export const errorMessages: Translation<typeof enErrors> = {
  'error.not-configured':
    'Sidedesk er ikke sat op endnu: tilføj tokenmæglerens URL og API’ets basis-URL under Indstillinger.',
  'error.not-configured.broker':
    'Sidedesk er ikke sat op endnu: tilføj tokenmæglerens URL under Indstillinger.',
  'error.permission-needed':
    'Sidedesk må endnu ikke kontakte tokenmægleren eller Ticket API. Åbn Indstillinger, og tryk på Gem for at give adgang.',
  'error.permission-needed.broker':
    'Sidedesk må endnu ikke kontakte tokenmægleren på {origin}. Åbn Indstillinger, og tryk på Gem for at give adgang.',
  'error.permission-needed.api':
    'Sidedesk må endnu ikke kontakte Ticket API på {origin}. Åbn Indstillinger, og tryk på Gem for at give adgang.',
  'error.sign-in-required': 'Log ind hos teamets tokenmægler, og prøv igen.',
  'error.sign-in-required.after-sign-out': 'Du loggede ud af dette arbejdsområde. Log ind for at fortsætte.',
  'error.sign-in-required.session-ended': 'Dit login hos teamets token-mægler er udløbet. Log ind igen.',
  'error.sign-in-required.signed-out': 'Du blev logget ud, mens Sidedesk loggede ind. Log ind igen.',
  'error.sign-in-required.token-refused':
    'Ticket API afviste dit adgangstoken to gange. Log ind hos tokenmægleren igen.',
  'error.broker-unreachable':
    'Tokenmægleren kunne ikke nås. Tjek URL’en under Indstillinger og din forbindelse.',
  'error.broker-unreachable.at':
    'Tokenmægleren på {origin} kunne ikke nås. Tjek URL’en under Indstillinger og din forbindelse.',
  'error.broker-unreachable.nothing-at':
    'Intet svarede på {url}. Tjek tokenmæglerens URL, og at mægleren kører.',
  'error.broker-unreachable.no-sign-in-page':
    'Tokenmægleren bad om login, men angav ingen loginside. Bed din administrator om at tjekke mægleren.',
  'error.broker-unreachable.wait.one': 'Token-mægleren svarer ikke (prøver igen om {count} s).',
  'error.broker-unreachable.wait.other': 'Token-mægleren svarer ikke (prøver igen om {count} s).',
  'error.broker-unreachable.status':
    'Tokenmægleren svarede HTTP {status}. Tjek URL’en under Indstillinger, eller spørg din administrator.',
  'error.unauthorized': 'Ticket API tillader ikke dette for din konto.',
  'error.network': 'Ticket API kunne ikke nås. Tjek din forbindelse, og prøv igen.',
  'error.network.write': `Ticket API kunne ikke nås. ${MAY_HAVE_BEEN_SENT}`,
  'error.timeout': 'Ticket API var for længe om at svare. Prøv igen om lidt.',
  'error.timeout.after.one': 'Ticket API svarede ikke inden for {count} sekund.',
  'error.timeout.after.other': 'Ticket API svarede ikke inden for {count} sekunder.',
  'error.timeout.write.one': `Ticket API svarede ikke inden for {count} sekund. ${MAY_HAVE_BEEN_SENT}`,
  'error.timeout.write.other': `Ticket API svarede ikke inden for {count} sekunder. ${MAY_HAVE_BEEN_SENT}`,
  'error.not-found': 'Ikke fundet: sagen findes ikke, eller du kan ikke se den.',
  'error.rate-limited': 'Ticket API begrænser antallet af forespørgsler. Vent lidt, og prøv igen.',
  'error.rate-limited.wait.one':
    'Ticket API begrænser antallet af forespørgsler. Vent {count} sekund, og prøv igen.',
  'error.rate-limited.wait.other':
    'Ticket API begrænser antallet af forespørgsler. Vent {count} sekunder, og prøv igen.',
  'error.rate-limited.broker':
    'Tokenmægleren begrænser antallet af forespørgsler. Vent et minut, og prøv igen.',
  'error.server': 'Ticket API havde et problem. Prøv igen om lidt.',
  'error.server.status': 'Ticket API havde et problem (HTTP {status}). Prøv igen om lidt.',
  'error.server.write': `Ticket API havde et problem (HTTP {status}). ${MAY_HAVE_BEEN_SENT}`,
  'error.invalid-response': `Ticket API sendte et svar, som Sidedesk ikke kan læse. ${API_MAY_HAVE_CHANGED}`,
  'error.invalid-response.read': `Ticket API sendte et svar, som Sidedesk ikke kan læse: {detail}. ${API_MAY_HAVE_CHANGED}`,
  'error.invalid-response.write': `Ticket API sendte et svar, som Sidedesk ikke kan læse: {detail}. ${MAY_HAVE_BEEN_SENT}`,
  'error.invalid-response.broker-refresh-token':
    'Tokenmægleren sendte et fornyelsestoken, og det tager Sidedesk ikke imod. Bed din administrator om at rette mægleren.',
  'error.invalid-response.broker':
    'Tokenmægleren sendte et svar, som Sidedesk ikke kan læse. Tjek mæglerens URL under Indstillinger.',
  'error.api-error': 'Ticket API afviste forespørgslen.',
  'error.api-error.status': 'Ticket API afviste forespørgslen (HTTP {status}).',
  'error.api-error.too-large':
    'Forespørgslen er for stor til Ticket API: gør den kortere, eller vedhæft stort indhold som link.',
  'error.api-error.reply-too-large':
    'Svaret er for stort til Ticket API: gør det kortere, eller vedhæft stort indhold som link.',
  'error.bad-input': 'Sidedesk kunne ikke gøre det med det, den fik. Tjek det indtastede, og prøv igen.',
  'error.bad-input.still-sending': 'Et svar på denne sag er stadig ved at blive sendt: vent på resultatet.',
  'error.bad-input.ticket-moved':
    'Sagen er ændret, siden du åbnede den, så svaret blev ikke sendt: læs det nye, og send alligevel.',
  'error.bad-input.snooze-past': 'Det tidspunkt er passeret: vælg et tidspunkt frem i tiden at udsætte til.',
  'error.bad-input.ticket-unknown':
    'Sidedesk kan ikke se, om sagen er ændret, siden du åbnede den, så svaret blev ikke sendt: tjek indbakken, og send alligevel.',
  'error.bad-input.already-handled': 'Dette svar er allerede behandlet, så Sidedesk sender det ikke igen.',
  'error.bad-input.no-author': 'Ingen afsender: udfyld »Afsenderadresse for svar« under Indstillinger.',
  'error.bad-input.refused-sender': 'Afvist: kun Sidedesks egne sider må sende forespørgsler.',
  'error.bad-input.refused-request': 'Afvist: ukendt eller ugyldig forespørgsel.',
  'error.bad-input.send-too-large':
    'Ikke sendt: Sidedesk gemmer et svar i browserens lager, til tjenesten har det, og dette er for stort til det (10 MB til hele Sidedesk). Gør det kortere, eller vedhæft stort indhold som URL.',
  'error.bad-input.send-not-stored':
    'Ikke sendt: Sidedesk kunne ikke gemme svaret i browserens lager, mens det sendes. Din tekst er her stadig; prøv igen.',
  'error.bad-input.draft-not-saved':
    'Din kladde kunne ikke gemmes i browseren. Den findes kun her, så længe panelet er åbent, så kopiér den til et sikkert sted.',
  'error.bad-input.draft-too-large':
    'Din kladde kunne ikke gemmes: den er for stor til browserens lager (10 MB til hele Sidedesk). Den findes kun her, så længe panelet er åbent, så gør den kortere, eller kopiér den til et sikkert sted.',
  'error.network.offline': 'Browseren er offline.',
  'error.bad-input.ticket-waited':
    'Svaret ventede mere end 30 minutter på at blive sendt, og sagen kan have ændret sig i mellemtiden: det blev ikke sendt. Tjek sagen, og send det igen.',
  'error.network.interrupted-before-post':
    'Sidedesk blev afbrudt, før svaret blev sendt: det blev ikke sendt. Send det igen.',
  'error.network.interrupted':
    'Sidedesk blev afbrudt, mens svaret blev sendt. Det kan være sendt: tjek sagen, før du sender igen.',
  'error.internal':
    'Sidedesk stødte på et uventet problem. Prøv igen. Sker det igen, så genindlæs udvidelsen.',
  'error.internal.no-answer': 'Sidedesks baggrundsdel svarede ikke. Genindlæs udvidelsen, og prøv igen.',
  'error.service-said': 'Tjenesten svarede: »{said}«',
};

export const detailMessages: Translation<typeof enDetail> = {
  'detail.nested-too-deep': 'dataene er indlejret mere end {levels} niveauer',
  'detail.not-json': 'det er ikke gyldig JSON',
  'detail.not-envelope': 'det er ikke den forventede kuvert ({issue})',
  'detail.unchecked': 'dataene kunne ikke kontrolleres',
  'detail.unknown': 'ukendt problem',
  'detail.missing': '{path} mangler',
  'detail.wrong-type': '{path} er ikke {expected}',
  'detail.invalid': '{path} er ikke gyldig ({issue})',
  'detail.the-data': 'dataene',
  'type.string': 'en tekst',
  'type.number': 'et tal',
  'type.boolean': 'en sandhedsværdi',
  'type.object': 'et objekt',
  'type.array': 'en liste',
  'type.named': 'af typen {type}',
};

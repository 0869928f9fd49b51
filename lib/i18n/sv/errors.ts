import type { detailMessages as enDetail, errorMessages as enErrors } from '@/lib/i18n/en/errors';
import type { Translation } from '@/lib/i18n/format';

const MAY_HAVE_BEEN_SENT = 'Svaret kan ha skickats: kontrollera ärendet innan du skickar igen.';
const API_MAY_HAVE_CHANGED = 'Försök igen. Om det fortsätter kan API:et ha ändrats.';

export const errorMessages: Translation<typeof enErrors> = {
  'error.not-configured':
    'Sidedesk är inte konfigurerat än: lägg till tokenmäklarens URL och API:ets bas-URL under Inställningar.',
  'error.not-configured.broker':
    'Sidedesk är inte konfigurerat än: lägg till tokenmäklarens URL under Inställningar.',
  'error.permission-needed':
    'Sidedesk får inte kontakta tokenmäklaren eller Ticket API än. Öppna Inställningar och tryck på Spara för att ge åtkomst.',
  'error.permission-needed.broker':
    'Sidedesk får inte kontakta tokenmäklaren på {origin} än. Öppna Inställningar och tryck på Spara för att ge åtkomst.',
  'error.permission-needed.api':
    'Sidedesk får inte kontakta Ticket API på {origin} än. Öppna Inställningar och tryck på Spara för att ge åtkomst.',
  'error.sign-in-required': 'Logga in hos teamets tokenmäklare och försök igen.',
  'error.sign-in-required.after-sign-out':
    'Du loggade ut från den här arbetsytan. Logga in för att fortsätta.',
  'error.sign-in-required.session-ended':
    'Din inloggning hos teamets tokenmäklare har upphört. Logga in igen.',
  'error.sign-in-required.signed-out': 'Du loggades ut medan Sidedesk loggade in. Logga in igen.',
  'error.sign-in-required.token-refused':
    'Ticket API nekade din åtkomsttoken två gånger. Logga in hos tokenmäklaren igen.',
  'error.broker-unreachable':
    'Det gick inte att nå tokenmäklaren. Kontrollera URL:en under Inställningar och din anslutning.',
  'error.broker-unreachable.at':
    'Det gick inte att nå tokenmäklaren på {origin}. Kontrollera URL:en under Inställningar och din anslutning.',
  'error.broker-unreachable.nothing-at':
    'Inget svarade på {url}. Kontrollera tokenmäklarens URL och att mäklaren är igång.',
  'error.broker-unreachable.no-sign-in-page':
    'Tokenmäklaren bad om inloggning men angav ingen inloggningssida. Be din administratör kontrollera mäklaren.',
  'error.broker-unreachable.wait.one': 'Token-mäklaren svarar inte (försöker igen om {count} s).',
  'error.broker-unreachable.wait.other': 'Token-mäklaren svarar inte (försöker igen om {count} s).',
  'error.broker-unreachable.status':
    'Tokenmäklaren svarade HTTP {status}. Kontrollera URL:en under Inställningar eller fråga din administratör.',
  'error.unauthorized': 'Ticket API tillåter inte detta för ditt konto.',
  'error.network': 'Det gick inte att nå Ticket API. Kontrollera din anslutning och försök igen.',
  'error.network.write': `Det gick inte att nå Ticket API. ${MAY_HAVE_BEEN_SENT}`,
  'error.timeout': 'Ticket API tog för lång tid att svara. Försök igen om en stund.',
  'error.timeout.after.one': 'Ticket API svarade inte inom {count} sekund.',
  'error.timeout.after.other': 'Ticket API svarade inte inom {count} sekunder.',
  'error.timeout.write.one': `Ticket API svarade inte inom {count} sekund. ${MAY_HAVE_BEEN_SENT}`,
  'error.timeout.write.other': `Ticket API svarade inte inom {count} sekunder. ${MAY_HAVE_BEEN_SENT}`,
  'error.not-found': 'Hittades inte: ärendet finns inte eller så kan du inte se det.',
  'error.rate-limited': 'Ticket API begränsar antalet anrop. Vänta en stund och försök igen.',
  'error.rate-limited.wait.one': 'Ticket API begränsar antalet anrop. Vänta {count} sekund och försök igen.',
  'error.rate-limited.wait.other':
    'Ticket API begränsar antalet anrop. Vänta {count} sekunder och försök igen.',
  'error.rate-limited.broker': 'Tokenmäklaren begränsar antalet anrop. Vänta en minut och försök igen.',
  'error.server': 'Ticket API fick ett problem. Försök igen om en stund.',
  'error.server.status': 'Ticket API fick ett problem (HTTP {status}). Försök igen om en stund.',
  'error.server.write': `Ticket API fick ett problem (HTTP {status}). ${MAY_HAVE_BEEN_SENT}`,
  'error.invalid-response': `Ticket API skickade ett svar som Sidedesk inte kan läsa. ${API_MAY_HAVE_CHANGED}`,
  'error.invalid-response.read': `Ticket API skickade ett svar som Sidedesk inte kan läsa: {detail}. ${API_MAY_HAVE_CHANGED}`,
  'error.invalid-response.write': `Ticket API skickade ett svar som Sidedesk inte kan läsa: {detail}. ${MAY_HAVE_BEEN_SENT}`,
  'error.invalid-response.broker-refresh-token':
    'Tokenmäklaren skickade en uppdateringstoken, och en sådan tar Sidedesk inte emot. Be din administratör rätta mäklaren.',
  'error.invalid-response.broker':
    'Tokenmäklaren skickade ett svar som Sidedesk inte kan läsa. Kontrollera mäklarens URL under Inställningar.',
  'error.api-error': 'Ticket API nekade begäran.',
  'error.api-error.status': 'Ticket API nekade begäran (HTTP {status}).',
  'error.api-error.too-large':
    'Begäran är för stor för Ticket API: korta ner den, eller bifoga stort innehåll som länk.',
  'error.api-error.reply-too-large':
    'Svaret är för stort för Ticket API: korta ner det, eller bifoga stort innehåll som länk.',
  'error.bad-input':
    'Sidedesk kunde inte göra det med det som angavs. Kontrollera uppgifterna och försök igen.',
  'error.bad-input.still-sending': 'Ett svar på det här ärendet skickas fortfarande: vänta på resultatet.',
  'error.bad-input.ticket-moved':
    'Ärendet har ändrats sedan du öppnade det, så svaret skickades inte: läs det nya och skicka sedan ändå.',
  'error.bad-input.snooze-past': 'Den tiden har redan passerat: välj en tid framåt att snooza till.',
  'error.bad-input.ticket-unknown':
    'Sidedesk kan inte avgöra om ärendet har ändrats sedan du öppnade det, så svaret skickades inte: kontrollera inkorgen och skicka sedan ändå.',
  'error.bad-input.already-handled': 'Det här svaret är redan hanterat, så Sidedesk skickar det inte igen.',
  'error.bad-input.no-author': 'Ingen avsändare: fyll i ”Avsändaradress för svar” under Inställningar.',
  'error.bad-input.refused-sender': 'Nekad: bara Sidedesks egna sidor får skicka begäranden.',
  'error.bad-input.refused-request': 'Nekad: okänd eller felaktig begäran.',
  'error.bad-input.send-too-large':
    'Inte skickat: Sidedesk håller ett svar i webbläsarens lagring tills tjänsten har det, och det här är för stort för den (10 MB för hela Sidedesk). Korta ner det, eller bifoga stort innehåll som URL.',
  'error.bad-input.send-not-stored':
    'Inte skickat: Sidedesk kunde inte hålla svaret i webbläsarens lagring medan det skickas. Din text finns kvar här; försök igen.',
  'error.bad-input.draft-not-saved':
    'Utkastet kunde inte sparas i webbläsaren. Det finns bara här så länge panelen är öppen, så kopiera det till ett säkert ställe.',
  'error.bad-input.draft-too-large':
    'Utkastet kunde inte sparas: det är för stort för webbläsarens lagring (10 MB för hela Sidedesk). Det finns bara här så länge panelen är öppen, så korta ner det eller kopiera det till ett säkert ställe.',
  'error.network.offline': 'Webbläsaren är offline.',
  'error.bad-input.ticket-waited':
    'Svaret väntade mer än 30 minuter på att skickas, och ärendet kan ha ändrats under tiden: det skickades inte. Kontrollera ärendet och skicka det igen.',
  'error.network.interrupted-before-post':
    'Sidedesk avbröts innan svaret skickades: det skickades inte. Skicka det igen.',
  'error.network.interrupted':
    'Sidedesk avbröts medan svaret skickades. Det kan ha skickats: kontrollera ärendet innan du skickar igen.',
  'error.internal':
    'Sidedesk stötte på ett oväntat problem. Försök igen. Om det fortsätter, läs in tillägget på nytt.',
  'error.internal.no-answer':
    'Sidedesks bakgrundsdel svarade inte. Läs in tillägget på nytt och försök igen.',
  'error.service-said': 'Tjänsten svarade: ”{said}”',
};

export const detailMessages: Translation<typeof enDetail> = {
  'detail.nested-too-deep': 'datan är nästlad i mer än {levels} nivåer',
  'detail.not-json': 'det är inte giltig JSON',
  'detail.not-envelope': 'det är inte det väntade kuvertet ({issue})',
  'detail.unchecked': 'datan kunde inte kontrolleras',
  'detail.unknown': 'okänt problem',
  'detail.missing': '{path} saknas',
  'detail.wrong-type': '{path} är inte {expected}',
  'detail.invalid': '{path} är inte giltig ({issue})',
  'detail.the-data': 'datan',
  'type.string': 'en text',
  'type.number': 'ett tal',
  'type.boolean': 'ett sanningsvärde',
  'type.object': 'ett objekt',
  'type.array': 'en lista',
  'type.named': 'av typen {type}',
};

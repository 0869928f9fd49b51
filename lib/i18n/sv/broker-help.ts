import type { brokerHelpMessages as en } from '@/lib/i18n/en/broker-help';
import type { Translation } from '@/lib/i18n/format';

export const brokerHelpMessages: Translation<typeof en> = {
  'page.token-broker': 'Vad är en tokenmäklare? · Sidedesk',
  'broker-help.title': 'Vad är en tokenmäklare?',
  'broker-help.intro':
    'Ticket API ger åtkomsttoken i utbyte mot en {refreshToken}, en långlivad hemlighet som bara får användas mellan servrar. Sidedesk håller den aldrig. I stället driver ditt team en liten server, {tokenBroker}, som förvarar uppdateringstoken, loggar in agenterna och ger Sidedesk kortlivade åtkomsttoken.',
  'broker-help.intro.refresh-token': 'uppdateringstoken',
  'broker-help.intro.token-broker': 'tokenmäklaren',
  'broker-help.asks': 'Vad Sidedesk begär av mäklaren',
  'broker-help.asks.token':
    '{request} med cookies och headern {header} svarar {answer}, aldrig med en uppdateringstoken, och med {noStore}.',
  'broker-help.asks.sign-in':
    'När agenten inte är inloggad svarar den {answer}; Sidedesk öppnar den sidan i en flik och försöker igen när agenten har loggat in.',
  'broker-help.asks.origin':
    'Bara tilläggets eget ursprung släpps in (CORS med autentiseringsuppgifter, aldrig {any}).',
  'broker-help.broker-url': 'mäklarens URL',
  'broker-help.running': 'Att köra en egen',
  'broker-help.running.text':
    'Sidedesk har en referensmäklare i sin källkod ({source}); avsnittet ”Token broker” i README förklarar hur den driftsätts, och {settings} listar dess inställningar. Fråga din administratör om URL:en till teamets mäklare och ange den i Inställningar.',
};

import type { brokerHelpMessages as en } from '@/lib/i18n/en/broker-help';
import type { Translation } from '@/lib/i18n/format';

export const brokerHelpMessages: Translation<typeof en> = {
  'page.token-broker': 'Hva er en tokenmegler? · Sidedesk',
  'broker-help.title': 'Hva er en tokenmegler?',
  'broker-help.intro':
    'Ticket API gir tilgangstokener i bytte mot et {refreshToken}, en langlivet hemmelighet som bare skal brukes fra server til server. Sidedesk har den aldri. I stedet driver teamet ditt en liten server, {tokenBroker}, som tar vare på fornyingstokenet, logger inn agentene og gir Sidedesk kortvarige tilgangstokener.',
  'broker-help.intro.refresh-token': 'fornyingstoken',
  'broker-help.intro.token-broker': 'tokenmegleren',
  'broker-help.asks': 'Dette ber Sidedesk megleren om',
  'broker-help.asks.token':
    '{request} med informasjonskapsler og headeren {header} svarer {answer}, aldri med et fornyingstoken, og med {noStore}.',
  'broker-help.asks.sign-in':
    'Når agenten ikke er logget inn, svarer den {answer}; Sidedesk åpner den siden i en fane og prøver igjen når agenten har logget inn.',
  'broker-help.asks.origin':
    'Bare utvidelsens egen opprinnelse slippes til (CORS med legitimasjon, aldri {any}).',
  'broker-help.broker-url': 'meglerens URL',
  'broker-help.running': 'Slik kjører du en',
  'broker-help.running.text':
    'Sidedesk har en referansemegler i kildekoden ({source}); avsnittet «Token broker» i README forklarer hvordan den settes i drift, og {settings} lister innstillingene. Spør administratoren om URL-en til teamets megler, og skriv den inn i Innstillinger.',
};

import type { brokerHelpMessages as en } from '@/lib/i18n/en/broker-help';
import type { Translation } from '@/lib/i18n/format';

export const brokerHelpMessages: Translation<typeof en> = {
  'page.token-broker': 'Hvad er en tokenmægler? · Sidedesk',
  'broker-help.title': 'Hvad er en tokenmægler?',
  'broker-help.intro':
    'Ticket API giver adgangstokens i bytte for et {refreshToken}, en langlivet hemmelighed, der kun må bruges fra server til server. Sidedesk har den aldrig. I stedet driver dit team en lille server, {tokenBroker}, som gemmer fornyelsestokenet, logger agenterne ind og giver Sidedesk kortlivede adgangstokens.',
  'broker-help.intro.refresh-token': 'fornyelsestoken',
  'broker-help.intro.token-broker': 'tokenmægleren',
  'broker-help.asks': 'Hvad Sidedesk beder mægleren om',
  'broker-help.asks.token':
    '{request} med cookies og headeren {header} svarer {answer}, aldrig med et fornyelsestoken, og med {noStore}.',
  'broker-help.asks.sign-in':
    'Når agenten ikke er logget ind, svarer den {answer}; Sidedesk åbner den side i en fane og prøver igen, når agenten har logget ind.',
  'broker-help.asks.origin':
    'Kun udvidelsens egen oprindelse får adgang (CORS med legitimationsoplysninger, aldrig {any}).',
  'broker-help.broker-url': 'mæglerens URL',
  'broker-help.running': 'Sådan kører du en',
  'broker-help.running.text':
    'Sidedesk har en referencemægler i sin kildekode ({source}); afsnittet »Token broker« i README forklarer, hvordan den sættes i drift, og {settings} oplister dens indstillinger. Spørg din administrator om URL’en til teamets mægler, og angiv den i Indstillinger.',
};

import type { brokerHelpMessages as en } from '@/lib/i18n/en/broker-help';
import type { Translation } from '@/lib/i18n/format';

export const brokerHelpMessages: Translation<typeof en> = {
  'page.token-broker': 'Mikä on tunnusvälittäjä? · Sidedesk',
  'broker-help.title': 'Mikä on tunnusvälittäjä?',
  'broker-help.intro':
    'Ticket API antaa käyttöoikeustunnuksia vastineeksi {refreshToken}, pitkäikäisestä salaisuudesta, jota saa käyttää vain palvelimelta palvelimelle. Sidedesk ei koskaan säilytä sitä. Sen sijaan tiimisi ylläpitää pientä palvelinta, {tokenBroker}, joka säilyttää uusintatunnuksen, kirjaa agentit sisään ja antaa Sidedeskille lyhytikäisiä käyttöoikeustunnuksia.',
  'broker-help.intro.refresh-token': 'uusintatunnuksesta',
  'broker-help.intro.token-broker': 'tunnusvälittäjää',
  'broker-help.asks': 'Mitä Sidedesk välittäjältä pyytää',
  'broker-help.asks.token':
    'Pyyntöön {request}, jossa on evästeet ja otsake {header}, se vastaa {answer}, ei koskaan uusintatunnusta, ja otsakkeella {noStore}.',
  'broker-help.asks.sign-in':
    'Kun agentti ei ole kirjautunut sisään, se vastaa {answer}; Sidedesk avaa sivun välilehteen ja yrittää uudelleen, kun agentti on kirjautunut sisään.',
  'broker-help.asks.origin':
    'Vain laajennuksen oma alkuperä sallitaan (CORS tunnistetietojen kanssa, ei koskaan {any}).',
  'broker-help.broker-url': 'välittäjän URL',
  'broker-help.running': 'Oman välittäjän ajaminen',
  'broker-help.running.text':
    'Sidedeskin lähdekoodissa on mallivälittäjä ({source}); README-tiedoston osio ”Token broker” kertoo, miten se otetaan käyttöön, ja {settings} luettelee sen asetukset. Kysy tiimisi välittäjän URL ylläpitäjältä ja syötä se Asetuksiin.',
};

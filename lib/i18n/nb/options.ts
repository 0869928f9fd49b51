import type { optionsMessages as en } from '@/lib/i18n/en/options';
import type { Translation } from '@/lib/i18n/format';

export const optionsMessages: Translation<typeof en> = {
  'options.title': 'Innstillinger for Sidedesk',
  'options.loading': 'Laster innstillingene …',
  'options.author.invalid':
    'Avsenderadressen må være en e-postadresse som agent@example.com, eller tom for å bruke adressen til meglerkontoen din.',
  'options.patterns.too-many': 'Skriv høyst {max} mønstre for sakslenker.',
  'options.patterns.problem': 'Mønstre for sakslenker: {problem}',
  'options.watch-interval-minutes': 'Sjekk fulgte saker (minutter)',
  'options.watch-interval-minutes.hint': 'Hvor ofte fulgte saker sjekkes for ny aktivitet (1 til 1440).',
  'options.watch-interval-minutes.invalid': 'Intervallet må være et helt antall minutter fra 1 til 1440.',
  'options.theme': 'Tema',
  'options.theme.system': 'Som systemet',
  'options.theme.light': 'Lyst',
  'options.theme.dark': 'Mørkt',
  'options.language': 'Språk',
  'options.language.auto': 'Automatisk (nettleserens språk)',
  'options.save': 'Lagre',
  'options.unsaved': 'Ulagrede endringer',
  'options.url.required': '{label} må fylles ut, for eksempel {example}.',
  'options.url.not-full':
    '{label} må være en fullstendig adresse som begynner med https://, for eksempel {example}.',
  'options.url.not-https':
    '{label} må begynne med https:// (vanlig http:// er bare tillatt for denne datamaskinen).',
  'options.url.credentials': '{label} kan ikke inneholde brukernavn eller passord.',
  'options.url.fragment': '{label} kan ikke inneholde en #-del.',
  'options.notice.invalid': 'Ingenting ble lagret: rett feltene som er merket nedenfor.',
  'options.notice.not-saved': 'Innstillingene kunne ikke lagres. Prøv igjen.',
  'options.notice.replaced':
    'Lagret, men {fields} var endret et annet sted (en annen Innstillinger-fane) etter at denne siden ble lastet: din verdi erstattet den nyere.',
  'options.notice.waiting': 'Innstillingene er lagret. Venter på at nettleseren gir tilgang til {hosts} …',
  'options.notice.granted': 'Innstillingene er lagret. Sidedesk kan nå kontakte tokenmegleren og Ticket API.',
  'options.notice.refused':
    'Innstillingene er lagret, men tilgang til {hosts} ble ikke gitt. Sidedesk kommer ikke frem dit før du trykker Lagre arbeidsområdet igjen og gir tilgang.',
  'options.test.title': 'Test tilkoblingen',
  'options.test.intro':
    'Sjekker de lagrede innstillingene trinn for trinn: megleren, innloggingen, et token og ett kall til Ticket API.',
  'options.test.run': 'Test tilkoblingen',
  'options.test.running': 'Tester …',
  'options.test.save-first': 'Lagre først for å teste endringene.',
  'options.test.results': 'Resultat av tilkoblingstesten',
  'options.test.step': '{step}: {state}',
  'options.test.passed': 'OK',
  'options.test.failed': 'Feilet',
  'options.test.skipped': 'Ikke prøvd',
  'options.test.broker': 'Megleren svarer',
  'options.test.signed-in': 'Logget inn',
  'options.test.token': 'Token mottatt',
  'options.test.api': 'Ett API-kall',
  'options.notify.title': 'Fulgte saker',
  'options.notify.intro':
    'Merket på verktøylinjen teller fulgte saker med ny aktivitet. Et skrivebordsvarsel kan også si fra; klikker du på det, åpnes saken.',
  'options.notify.toggle': 'Skrivebordsvarsler for fulgte saker',
  'options.hide-notification-titles': 'Skjul sakstitler i varsler',
  'options.hide-notification-titles.hint': 'Når du deler skjermen: varslene viser bare saksnummeret.',
  'options.notify.refused': 'Varsler ble ikke tillatt; merket teller fortsatt ny aktivitet.',
  'options.account.title': 'Konto',
  'options.account.intro':
    'Når du logger ut, fjernes tilgangstokenet, mellomlagrede saker, utkast, listene Nylige og Fulgte og planlagte sjekker fra denne nettleseren. Innstillingene blir værende.',
  'options.sign-out.cancel': 'Avbryt',
  'options.welcome.title': 'Velkommen til Sidedesk',
  'options.welcome.intro':
    'Skriv inn URL-en til teamets tokenmegler og basis-URL-en til Ticket API, og trykk Lagre arbeidsområdet. Nettleseren spør én gang om lov til å kontakte akkurat disse to adressene.',
  'options.welcome.broker':
    'En tokenmegler er en liten server teamet ditt driver. Den holder API-ets hemmelige fornyingstoken på serveren, logger deg inn og gir Sidedesk kortvarige tilgangstokener, så ingen hemmelighet lagres i nettleseren. Spør administratoren om adressen, eller les veiledningen for å sette opp en:',
  'options.welcome.broker-link': 'hva en tokenmegler er, og hvordan du kjører en',
};

import type { optionsMessages as en } from '@/lib/i18n/en/options';
import type { Translation } from '@/lib/i18n/format';

export const optionsMessages: Translation<typeof en> = {
  'options.title': 'Indstillinger for Sidedesk',
  'options.loading': 'Indlæser indstillingerne …',
  'options.author.invalid':
    'Afsenderadressen skal være en e-mailadresse som agent@example.com, eller tom for at bruge din mæglerkontos adresse.',
  'options.patterns.too-many': 'Angiv højst {max} mønstre for sagslinks.',
  'options.patterns.problem': 'Mønstre for sagslinks: {problem}',
  'options.watch-interval-minutes': 'Tjek fulgte sager (minutter)',
  'options.watch-interval-minutes.hint': 'Hvor ofte fulgte sager tjekkes for ny aktivitet (1 til 1440).',
  'options.watch-interval-minutes.invalid': 'Intervallet skal være et helt antal minutter fra 1 til 1440.',
  'options.theme': 'Tema',
  'options.theme.system': 'Som systemet',
  'options.theme.light': 'Lyst',
  'options.theme.dark': 'Mørkt',
  'options.language': 'Sprog',
  'options.language.auto': 'Automatisk (browserens sprog)',
  'options.save': 'Gem',
  'options.unsaved': 'Ikke-gemte ændringer',
  'options.url.required': '{label} skal udfyldes, for eksempel {example}.',
  'options.url.not-full':
    '{label} skal være en fuld adresse, der begynder med https://, for eksempel {example}.',
  'options.url.not-https':
    '{label} skal begynde med https:// (almindelig http:// er kun tilladt for denne computer).',
  'options.url.credentials': '{label} må ikke indeholde brugernavn eller adgangskode.',
  'options.url.fragment': '{label} må ikke indeholde en #-del.',
  'options.notice.invalid': 'Intet blev gemt: ret de markerede felter nedenfor.',
  'options.notice.not-saved': 'Indstillingerne kunne ikke gemmes. Prøv igen.',
  'options.notice.replaced':
    'Gemt, men {fields} var blevet ændret et andet sted (en anden fane med Indstillinger), efter denne side blev indlæst: din værdi erstattede den nyere.',
  'options.notice.waiting': 'Indstillingerne er gemt. Venter på, at browseren giver adgang til {hosts} …',
  'options.notice.granted': 'Indstillingerne er gemt. Sidedesk kan nu kontakte tokenmægleren og Ticket API.',
  'options.notice.refused':
    'Indstillingerne er gemt, men adgang til {hosts} blev ikke givet. Sidedesk kan ikke nå dem, før du trykker på Gem arbejdsområdet igen og giver adgang.',
  'options.test.title': 'Test forbindelsen',
  'options.test.intro':
    'Tjekker de gemte indstillinger trin for trin: mægleren, dit login, et token og ét kald til Ticket API.',
  'options.test.run': 'Test forbindelsen',
  'options.test.running': 'Tester …',
  'options.test.save-first': 'Gem først for at teste dine ændringer.',
  'options.test.results': 'Resultat af forbindelsestesten',
  'options.test.step': '{step}: {state}',
  'options.test.passed': 'OK',
  'options.test.failed': 'Mislykkedes',
  'options.test.skipped': 'Ikke prøvet',
  'options.test.broker': 'Mægleren kan nås',
  'options.test.signed-in': 'Logget ind',
  'options.test.token': 'Token modtaget',
  'options.test.api': 'Ét API-kald',
  'options.notify.title': 'Fulgte sager',
  'options.notify.intro':
    'Mærket på værktøjslinjen tæller fulgte sager med ny aktivitet. En skrivebordsnotifikation kan også fortælle dig det; klikker du på den, åbnes sagen.',
  'options.notify.toggle': 'Skrivebordsnotifikationer for fulgte sager',
  'options.hide-notification-titles': 'Skjul sagstitler i notifikationer',
  'options.hide-notification-titles.hint': 'Når du deler skærm: notifikationerne viser kun sagsnummeret.',
  'options.notify.refused': 'Notifikationer blev ikke tilladt; mærket tæller stadig ny aktivitet.',
  'options.account.title': 'Konto',
  'options.account.intro':
    'Når du logger ud, fjernes adgangstokenet, cachede sager, kladder, listerne Seneste og Fulgte og planlagte tjek fra denne browser. Indstillingerne bliver.',
  'options.sign-out.cancel': 'Annuller',
  'options.welcome.title': 'Velkommen til Sidedesk',
  'options.welcome.intro':
    'Angiv URL’en til teamets tokenmægler og Ticket API’ets basis-URL, og tryk på Gem arbejdsområdet. Browseren spørger én gang om lov til at kontakte netop de to adresser.',
  'options.welcome.broker':
    'En tokenmægler er en lille server, som dit team driver. Den gemmer API’ets hemmelige fornyelsestoken på serveren, logger dig ind og giver Sidedesk kortlivede adgangstokens, så ingen hemmelighed gemmes i din browser. Spørg din administrator om adressen, eller læs vejledningen for at sætte en op:',
  'options.welcome.broker-link': 'hvad en tokenmægler er, og hvordan du kører en',
};

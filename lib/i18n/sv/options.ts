import type { optionsMessages as en } from '@/lib/i18n/en/options';
import type { Translation } from '@/lib/i18n/format';

export const optionsMessages: Translation<typeof en> = {
  'options.title': 'Inställningar för Sidedesk',
  'options.loading': 'Läser in inställningarna …',
  'options.author.invalid':
    'Avsändaradressen måste vara en e-postadress som agent@example.com, eller tom för att använda ditt mäklarkontos adress.',
  'options.patterns.too-many': 'Ange högst {max} mönster för ärendelänkar.',
  'options.patterns.problem': 'Mönster för ärendelänkar: {problem}',
  'options.watch-interval-minutes': 'Bevakningsintervall (minuter)',
  'options.watch-interval-minutes.hint':
    'Hur ofta bevakade ärenden kontrolleras för ny aktivitet (1 till 1440).',
  'options.watch-interval-minutes.invalid':
    'Bevakningsintervallet måste vara ett helt antal minuter från 1 till 1440.',
  'options.theme': 'Tema',
  'options.theme.system': 'Samma som systemet',
  'options.theme.light': 'Ljust',
  'options.theme.dark': 'Mörkt',
  'options.language': 'Språk',
  'options.language.auto': 'Automatiskt (webbläsarens språk)',
  'options.save': 'Spara',
  'options.unsaved': 'Osparade ändringar',
  'options.url.required': '{label} måste fyllas i, till exempel {example}.',
  'options.url.not-full':
    '{label} måste vara en fullständig adress som börjar med https://, till exempel {example}.',
  'options.url.not-https':
    '{label} måste börja med https:// (vanlig http:// tillåts bara för den här datorn).',
  'options.url.credentials': '{label} får inte innehålla användarnamn eller lösenord.',
  'options.url.fragment': '{label} får inte innehålla en #-del.',
  'options.notice.invalid': 'Inget sparades: rätta fälten som är markerade nedan.',
  'options.notice.not-saved': 'Inställningarna kunde inte sparas. Försök igen.',
  'options.notice.replaced':
    'Sparat, men {fields} hade ändrats någon annanstans (en annan flik med Inställningar) sedan sidan lästes in: ditt värde ersatte det nyare.',
  'options.notice.waiting': 'Inställningarna sparades. Väntar på att webbläsaren ger åtkomst till {hosts} …',
  'options.notice.granted':
    'Inställningarna sparades. Sidedesk kan nu kontakta tokenmäklaren och Ticket API.',
  'options.notice.refused':
    'Inställningarna sparades, men åtkomst till {hosts} gavs inte. Sidedesk kan inte nå dem förrän du trycker på Spara arbetsytan igen och ger åtkomst.',
  'options.test.title': 'Testa anslutningen',
  'options.test.intro':
    'Kontrollerar de sparade inställningarna steg för steg: mäklaren, din inloggning, en token och ett anrop till Ticket API.',
  'options.test.run': 'Testa anslutningen',
  'options.test.running': 'Testar …',
  'options.test.save-first': 'Spara först för att testa dina ändringar.',
  'options.test.results': 'Resultat av anslutningstestet',
  'options.test.step': '{step}: {state}',
  'options.test.passed': 'OK',
  'options.test.failed': 'Misslyckades',
  'options.test.skipped': 'Inte provat',
  'options.test.broker': 'Mäklaren nås',
  'options.test.signed-in': 'Inloggad',
  'options.test.token': 'Token mottagen',
  'options.test.api': 'Ett API-anrop',
  'options.notify.title': 'Bevakade ärenden',
  'options.notify.intro':
    'Märket i verktygsfältet räknar bevakade ärenden med ny aktivitet. En skrivbordsavisering kan också tala om det; klickar du på den öppnas ärendet.',
  'options.notify.toggle': 'Skrivbordsaviseringar för bevakade ärenden',
  'options.hide-notification-titles': 'Dölj ärendenas rubriker i aviseringar',
  'options.hide-notification-titles.hint': 'När du delar skärmen: aviseringarna visar bara ärendenumret.',
  'options.notify.refused': 'Aviseringar tilläts inte; märket räknar fortfarande ny aktivitet.',
  'options.account.title': 'Konto',
  'options.account.intro':
    'När du loggar ut tas åtkomsttoken, cachade ärenden, utkast, listorna Senaste och Bevakade och schemalagda kontroller bort från den här webbläsaren. Inställningarna finns kvar.',
  'options.sign-out.cancel': 'Avbryt',
  'options.welcome.title': 'Välkommen till Sidedesk',
  'options.welcome.intro':
    'Ange URL:en till teamets tokenmäklare och bas-URL:en till Ticket API och tryck på Spara arbetsytan. Webbläsaren frågar en gång om lov att kontakta just de två adresserna.',
  'options.welcome.broker':
    'En tokenmäklare är en liten server som ditt team driver. Den håller API:ets hemliga uppdateringstoken på servern, loggar in dig och ger Sidedesk kortlivade åtkomsttoken, så ingen hemlighet lagras i din webbläsare. Fråga din administratör om adressen, eller läs guiden för att sätta upp en:',
  'options.welcome.broker-link': 'vad en tokenmäklare är och hur du kör en',
};

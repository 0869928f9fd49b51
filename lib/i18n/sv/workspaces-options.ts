import type { workspaceOptionsMessages as en } from '@/lib/i18n/en/workspaces-options';
import type { Translation } from '@/lib/i18n/format';

export const workspaceOptionsMessages: Translation<typeof en> = {
  'workspaces.heading': 'Arbetsytor',
  'workspaces.intro':
    'En arbetsyta per kundtjänst: var och en har egen inloggning, egna ärenden, utkast, sparade svar och bevakade ärenden.',
  'workspaces.add': 'Lägg till arbetsyta',
  'workspaces.edit': 'Redigera {name}',
  'workspaces.remove': 'Ta bort {name}',
  'workspaces.edit.short': 'Redigera',
  'workspaces.remove.short': 'Ta bort',
  'workspaces.remove.confirm':
    'Ta bort {name}? Dess ärenden, utkast, sparade svar och bevakade ärenden på den här datorn raderas. Ingenting ändras hos tjänsten.',
  'workspaces.remove.yes': 'Ta bort arbetsytan',
  'workspaces.remove.no': 'Behåll den',
  'workspaces.removed': '{name} har tagits bort.',
  'workspaces.active': 'aktiv',
  'workspaces.not-set-up': 'inte konfigurerad',
  'workspaces.name': 'Namn',
  'workspaces.name.hint': 'Så visas den i väljaren i popup-fönstret och sidopanelen.',
  'workspaces.managed': 'Angiven av din organisation',
  'workspaces.managed.note':
    'Din organisation hanterar den här arbetsytan via webbläsarpolicy: den kan inte ändras eller tas bort här.',
  'workspaces.access': 'Ge åtkomst för {name}',
  'workspaces.access.short': 'Ge åtkomst',
  'workspaces.access.granted': 'Sidedesk kan nu kontakta tokenmäklaren och Ticket API för {name}.',
  'workspaces.access.refused':
    'Åtkomst för {name} gavs inte. Sidedesk kan inte nå dess mäklare och API förrän du tillåter det.',
  'workspaces.add-forbidden': 'Din organisation hanterar arbetsytorna: du kan inte lägga till egna.',
  'workspaces.cancel': 'Avbryt',
  'workspaces.save': 'Spara arbetsytan',
  'workspaces.not-saved.fields': 'Ingenting sparades: rätta fälten som är markerade nedan.',
  'workspaces.not-saved': 'Arbetsytan kunde inte sparas. Försök igen.',
  'workspaces.not-removed': '{name} kunde inte tas bort. Försök igen.',
  'workspaces.field.broker': 'URL till tokenmäklare',
  'workspaces.field.broker.hint':
    'Den här arbetsytans tokenmäklare: den loggar in dig och ger Sidedesk kortlivade åtkomsttoken.',
  'workspaces.field.api': 'Bas-URL för API',
  'workspaces.field.api.hint': 'Adressen till den här arbetsytans Ticket API, utan /tickets.',
  'workspaces.field.inbox': 'Inkorgslänk',
  'workspaces.field.inbox.hint':
    'Valfritt. En ärendelänk från den här arbetsytans webbinkorg, med {id} för ärendenumret: länkar av den formen som du högerklickar på eller klistrar in öppnas här.',
  'workspaces.field.patterns': 'Mönster för ärendelänkar',
  'workspaces.field.patterns.hint':
    'Valfritt, ett per rad: * står för vad som helst, {id} för ärendenumret. Länkar av de formerna öppnas i den här arbetsytan.',
  'workspaces.field.author': 'Avsändarens e-post',
  'workspaces.field.author.hint':
    'Valfritt. Lämna tomt för att signera svar med e-postadressen för ditt mäklarkonto.',
  'workspaces.field.signature': 'Signatur',
  'workspaces.field.signature.hint':
    'Valfritt. Läggs till en gång sist i nya meddelanden i den här arbetsytan.',
  'workspaces.list': 'Dina arbetsytor',
  'workspaces.name-taken': 'En annan arbetsyta heter redan ”{name}”. Välj ett annat namn.',
  'workspaces.remove.unsent.one':
    '{count} svar som du har skickat har inte gått iväg ännu: det raderas också och skickas aldrig.',
  'workspaces.remove.unsent.other':
    '{count} svar som du har skickat har inte gått iväg ännu: de raderas också och skickas aldrig.',
};

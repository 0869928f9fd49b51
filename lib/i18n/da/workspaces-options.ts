import type { workspaceOptionsMessages as en } from '@/lib/i18n/en/workspaces-options';
import type { Translation } from '@/lib/i18n/format';

export const workspaceOptionsMessages: Translation<typeof en> = {
  'workspaces.heading': 'Arbejdsområder',
  'workspaces.intro':
    'Ét arbejdsområde pr. kundeservicetjeneste: hvert har sit eget login, egne sager, kladder, gemte svar og fulgte sager.',
  'workspaces.add': 'Tilføj arbejdsområde',
  'workspaces.edit': 'Rediger {name}',
  'workspaces.remove': 'Fjern {name}',
  'workspaces.edit.short': 'Rediger',
  'workspaces.remove.short': 'Fjern',
  'workspaces.remove.confirm':
    'Fjern {name}? Dets sager, kladder, gemte svar og fulgte sager på denne computer slettes. Intet ændres hos tjenesten.',
  'workspaces.remove.yes': 'Fjern arbejdsområdet',
  'workspaces.remove.no': 'Behold det',
  'workspaces.removed': '{name} er fjernet.',
  'workspaces.active': 'aktivt',
  'workspaces.not-set-up': 'ikke sat op',
  'workspaces.name': 'Navn',
  'workspaces.name.hint': 'Sådan vises det i vælgeren i pop op-vinduet og sidepanelet.',
  'workspaces.managed': 'Angivet af din organisation',
  'workspaces.managed.note':
    'Din organisation styrer dette arbejdsområde via browserpolitik: det kan ikke ændres eller fjernes her.',
  'workspaces.access': 'Giv adgang for {name}',
  'workspaces.access.short': 'Giv adgang',
  'workspaces.access.granted': 'Sidedesk kan nu kontakte tokenmægleren og Ticket API for {name}.',
  'workspaces.access.refused':
    'Adgang for {name} blev ikke givet. Sidedesk kan ikke nå dets mægler og API, før du tillader det.',
  'workspaces.add-forbidden': 'Din organisation styrer arbejdsområderne: du kan ikke tilføje dine egne.',
  'workspaces.cancel': 'Annuller',
  'workspaces.save': 'Gem arbejdsområdet',
  'workspaces.not-saved.fields': 'Intet blev gemt: ret de felter, der er markeret nedenfor.',
  'workspaces.not-saved': 'Arbejdsområdet kunne ikke gemmes. Prøv igen.',
  'workspaces.not-removed': '{name} kunne ikke fjernes. Prøv igen.',
  'workspaces.field.broker': 'URL til tokenmægler',
  'workspaces.field.broker.hint':
    'Dette arbejdsområdes tokenmægler: den logger dig ind og giver Sidedesk kortlivede adgangstokens.',
  'workspaces.field.api': 'Basis-URL for API',
  'workspaces.field.api.hint': 'Adressen på dette arbejdsområdes Ticket API, uden /tickets.',
  'workspaces.field.inbox': 'Indbakkelink',
  'workspaces.field.inbox.hint':
    'Valgfrit. Et saglink fra dette arbejdsområdes webindbakke, med {id} for sagsnummeret: links af den form, som du højreklikker på eller indsætter, åbnes her.',
  'workspaces.field.patterns': 'Mønstre for saglinks',
  'workspaces.field.patterns.hint':
    'Valgfrit, ét pr. linje: * står for hvad som helst, {id} for sagsnummeret. Links af disse former åbnes i dette arbejdsområde.',
  'workspaces.field.author': 'Afsenderens e-mail',
  'workspaces.field.author.hint':
    'Valgfrit. Lad feltet være tomt for at underskrive svar med e-mailen fra din mæglerkonto.',
  'workspaces.field.signature': 'Signatur',
  'workspaces.field.signature.hint': 'Valgfrit. Tilføjes én gang sidst i nye beskeder i dette arbejdsområde.',
  'workspaces.list': 'Dine arbejdsområder',
  'workspaces.name-taken': 'Et andet arbejdsområde hedder allerede »{name}«. Vælg et andet navn.',
  'workspaces.remove.unsent.one':
    '{count} svar, du har sendt, er ikke gået ud endnu: det slettes også og sendes aldrig.',
  'workspaces.remove.unsent.other':
    '{count} svar, du har sendt, er ikke gået ud endnu: de slettes også og sendes aldrig.',
};

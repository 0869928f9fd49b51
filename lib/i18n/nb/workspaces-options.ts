import type { workspaceOptionsMessages as en } from '@/lib/i18n/en/workspaces-options';
import type { Translation } from '@/lib/i18n/format';

export const workspaceOptionsMessages: Translation<typeof en> = {
  'workspaces.heading': 'Arbeidsområder',
  'workspaces.intro':
    'Ett arbeidsområde per kundeservicetjeneste: hvert har egen innlogging, egne saker, utkast, lagrede svar og fulgte saker.',
  'workspaces.add': 'Legg til arbeidsområde',
  'workspaces.edit': 'Rediger {name}',
  'workspaces.remove': 'Fjern {name}',
  'workspaces.edit.short': 'Rediger',
  'workspaces.remove.short': 'Fjern',
  'workspaces.remove.confirm':
    'Fjerne {name}? Sakene, utkastene, de lagrede svarene og de fulgte sakene på denne datamaskinen slettes. Ingenting endres hos tjenesten.',
  'workspaces.remove.yes': 'Fjern arbeidsområdet',
  'workspaces.remove.no': 'Behold det',
  'workspaces.removed': '{name} er fjernet.',
  'workspaces.active': 'aktivt',
  'workspaces.not-set-up': 'ikke satt opp',
  'workspaces.name': 'Navn',
  'workspaces.name.hint': 'Slik vises det i velgeren i popup-vinduet og sidepanelet.',
  'workspaces.managed': 'Satt av organisasjonen din',
  'workspaces.managed.note':
    'Organisasjonen din styrer dette arbeidsområdet gjennom nettleserpolicy: det kan ikke endres eller fjernes her.',
  'workspaces.access': 'Gi tilgang for {name}',
  'workspaces.access.short': 'Gi tilgang',
  'workspaces.access.granted': 'Sidedesk kan nå kontakte tokenmegleren og Ticket API-et for {name}.',
  'workspaces.access.refused':
    'Tilgang for {name} ble ikke gitt. Sidedesk kan ikke nå megleren og API-et før du tillater det.',
  'workspaces.add-forbidden': 'Organisasjonen din styrer arbeidsområdene: du kan ikke legge til dine egne.',
  'workspaces.cancel': 'Avbryt',
  'workspaces.save': 'Lagre arbeidsområdet',
  'workspaces.not-saved.fields': 'Ingenting ble lagret: rett feltene som er merket nedenfor.',
  'workspaces.not-saved': 'Arbeidsområdet kunne ikke lagres. Prøv igjen.',
  'workspaces.not-removed': '{name} kunne ikke fjernes. Prøv igjen.',
  'workspaces.field.broker': 'URL til tokenmegler',
  'workspaces.field.broker.hint':
    'Tokenmegleren for dette arbeidsområdet: den logger deg inn og gir Sidedesk kortvarige tilgangstokener.',
  'workspaces.field.api': 'Grunn-URL for API',
  'workspaces.field.api.hint': 'Adressen til Ticket API-et for dette arbeidsområdet, uten /tickets.',
  'workspaces.field.inbox': 'Innbokslenke',
  'workspaces.field.inbox.hint':
    'Valgfritt. En sakslenke fra nettinnboksen til dette arbeidsområdet, med {id} for saksnummeret: lenker av denne formen som du høyreklikker eller limer inn, åpnes her.',
  'workspaces.field.patterns': 'Mønstre for sakslenker',
  'workspaces.field.patterns.hint':
    'Valgfritt, ett per linje: * står for hva som helst, {id} for saksnummeret. Lenker av disse formene åpnes i dette arbeidsområdet.',
  'workspaces.field.author': 'Avsenderens e-post',
  'workspaces.field.author.hint':
    'Valgfritt. La feltet stå tomt for å signere svar med e-posten til meglerkontoen din.',
  'workspaces.field.signature': 'Signatur',
  'workspaces.field.signature.hint':
    'Valgfritt. Legges til én gang nederst i nye meldinger i dette arbeidsområdet.',
  'workspaces.list': 'Arbeidsområdene dine',
  'workspaces.name-taken': 'Et annet arbeidsområde heter allerede «{name}». Velg et annet navn.',
  'workspaces.remove.unsent.one':
    '{count} svar du har sendt, er ikke gått ut ennå: det slettes også, og sendes aldri.',
  'workspaces.remove.unsent.other':
    '{count} svar du har sendt, er ikke gått ut ennå: de slettes også, og sendes aldri.',
};

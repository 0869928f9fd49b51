import type { optionsSectionMessages as en } from '@/lib/i18n/en/options-sections';
import type { Translation } from '@/lib/i18n/format';

export const optionsSectionMessages: Translation<typeof en> = {
  'options.nav': 'Deler',
  'options.nav.jump': 'Gå til del',
  'options.section.workspaces': 'Arbeidsområder',
  'options.section.sending': 'Sending',
  'options.section.watching': 'Følging og varsler',
  'options.section.saved-replies': 'Lagrede svar',
  'options.section.appearance': 'Utseende og språk',
  'options.section.account': 'Konto',
  'options.section.diagnostics': 'Feilsøking',
  'options.section.saved': 'Lagret.',
  'options.section.save': 'Lagre {section}',
  'options.sending.intro': 'Hvordan svar sendes: tiden du har til å angre, og signaturen.',
  'options.signature.for': 'Signatur for {workspace}',
  'options.signature.managed': 'Organisasjonen din bestemmer signaturen i dette arbeidsområdet.',
  'options.watching.intro': 'Hvor ofte fulgte saker sjekkes, og hvordan du får vite om ny aktivitet.',
  'options.replies.needs-workspace': 'Lagrede svar hører til et arbeidsområde: sett opp et først.',
  'options.diagnostics.intro': 'Når noe ikke virker: sjekk hvert steg av tilkoblingen.',
  'account.intro':
    'Hvert arbeidsområde har sin egen innlogging. Logger du ut av ett, fjernes tokenet, mellomlagrede saker, utkast og lister for det fra denne nettleseren; innstillingene blir værende.',
  'account.list': 'Innlogging per arbeidsområde',
  'account.make-active': 'Gjør aktivt',
  'account.make-active.label': 'Gjør {name} til det aktive arbeidsområdet',
  'account.now-active': '{name} er nå det aktive arbeidsområdet.',
  'account.not-active': '{name} kunne ikke gjøres aktivt. Prøv igjen.',
  'account.sign-in': 'Logg inn',
  'account.sign-in.label': 'Logg inn i {name}',
  'account.sign-out': 'Logg ut',
  'account.sign-out.label': 'Logg ut av {name}',
  'account.sign-out.title': 'Logge ut av {name}?',
  'account.sign-out.text':
    'Usendte utkast og mellomlagrede saker i {name} slettes fra denne nettleseren. Dette kan ikke angres.',
  'account.sign-out.yes': 'Ja, logg ut av {name}',
  'account.signed-out':
    'Logget ut av {name}. Tokenet, mellomlagrede saker, utkast og lister er fjernet fra denne nettleseren.',
  'account.sign-out.unsent.one':
    '{count} svar du har sendt, er ikke gått ut ennå: det blir liggende, og går ut når du logger inn igjen som samme agent. Logger en annen agent inn, slettes det.',
  'account.sign-out.unsent.other':
    '{count} svar du har sendt, er ikke gått ut ennå: de blir liggende, og går ut når du logger inn igjen som samme agent. Logger en annen agent inn, slettes de.',
  'account.signed-out.broker-unconfirmed':
    'Logget ut av {name} bare i Sidedesk: tokenmegleren svarte ikke, så økten der kan fortsatt være åpen. Prøv igjen, eller logg ut på meglerens side.',
  'account.signed-out.sso':
    'Logget ut av {name} i Sidedesk. Bedriftsinnloggingen (SSO) er fortsatt åpen: logg ut av den også, eller lås datamaskinen, før du går.',
  'account.signed-out.sso-page':
    'Logget ut av {name} i Sidedesk. Bedriftsinnloggingen (SSO) er fortsatt åpen: fullfør utloggingen på siden dens, som åpnet seg i en ny fane.',
  'account.sign-out.try-again': 'Prøv igjen',
};

import type { optionsSectionMessages as en } from '@/lib/i18n/en/options-sections';
import type { Translation } from '@/lib/i18n/format';

export const optionsSectionMessages: Translation<typeof en> = {
  'options.nav': 'Afsnit',
  'options.nav.jump': 'Gå til afsnit',
  'options.section.workspaces': 'Arbejdsområder',
  'options.section.sending': 'Afsendelse',
  'options.section.watching': 'Overvågning og notifikationer',
  'options.section.saved-replies': 'Gemte svar',
  'options.section.appearance': 'Udseende og sprog',
  'options.section.account': 'Konto',
  'options.section.diagnostics': 'Fejlfinding',
  'options.section.saved': 'Gemt.',
  'options.section.save': 'Gem {section}',
  'options.sending.intro': 'Hvordan svar sendes: tiden du har til at fortryde, og signaturen.',
  'options.signature.for': 'Signatur for {workspace}',
  'options.signature.managed': 'Din organisation bestemmer signaturen i dette arbejdsområde.',
  'options.watching.intro': 'Hvor tit fulgte sager tjekkes, og hvordan du hører om ny aktivitet.',
  'options.replies.needs-workspace': 'Gemte svar hører til et arbejdsområde: opsæt et først.',
  'options.diagnostics.intro': 'Når noget ikke virker: tjek hvert trin i forbindelsen.',
  'account.intro':
    'Hvert arbejdsområde har sit eget login. Logger du ud af ét, fjernes dets token, cachede sager, kladder og lister fra denne browser; indstillingerne bliver.',
  'account.list': 'Login pr. arbejdsområde',
  'account.make-active': 'Gør aktivt',
  'account.make-active.label': 'Gør {name} til det aktive arbejdsområde',
  'account.now-active': '{name} er nu det aktive arbejdsområde.',
  'account.not-active': '{name} kunne ikke gøres aktivt. Prøv igen.',
  'account.sign-in': 'Log ind',
  'account.sign-in.label': 'Log ind i {name}',
  'account.sign-out': 'Log ud',
  'account.sign-out.label': 'Log ud af {name}',
  'account.sign-out.title': 'Log ud af {name}?',
  'account.sign-out.text':
    'Usendte kladder og cachede sager i {name} slettes fra denne browser. Det kan ikke fortrydes.',
  'account.sign-out.yes': 'Ja, log ud af {name}',
  'account.signed-out':
    'Logget ud af {name}. Token, cachede sager, kladder og lister er fjernet fra denne browser.',
  'account.sign-out.unsent.one':
    '{count} svar, du har sendt, er ikke gået ud endnu: det bliver liggende og sendes, når du logger ind igen som samme agent. Logger en anden agent ind, slettes det.',
  'account.sign-out.unsent.other':
    '{count} svar, du har sendt, er ikke gået ud endnu: de bliver liggende og sendes, når du logger ind igen som samme agent. Logger en anden agent ind, slettes de.',
  'account.signed-out.broker-unconfirmed':
    'Logget ud af {name} kun i Sidedesk: token-mægleren svarede ikke, så din session dér kan stadig være åben. Prøv igen, eller log ud på mæglerens side.',
  'account.signed-out.sso':
    'Logget ud af {name} i Sidedesk. Dit firmalogin (SSO) er stadig åbent: log også ud af det, eller lås computeren, før du går.',
  'account.signed-out.sso-page':
    'Logget ud af {name} i Sidedesk. Dit firmalogin (SSO) er stadig åbent: gør udlogningen færdig på dets side, som åbnede i en ny fane.',
  'account.sign-out.try-again': 'Prøv igen',
};

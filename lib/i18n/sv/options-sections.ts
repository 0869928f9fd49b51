import type { optionsSectionMessages as en } from '@/lib/i18n/en/options-sections';
import type { Translation } from '@/lib/i18n/format';

export const optionsSectionMessages: Translation<typeof en> = {
  'options.nav': 'Avsnitt',
  'options.nav.jump': 'Gå till avsnitt',
  'options.section.workspaces': 'Arbetsytor',
  'options.section.sending': 'Skicka',
  'options.section.watching': 'Bevakning och aviseringar',
  'options.section.saved-replies': 'Sparade svar',
  'options.section.appearance': 'Utseende och språk',
  'options.section.account': 'Konto',
  'options.section.diagnostics': 'Felsökning',
  'options.section.saved': 'Sparat.',
  'options.section.save': 'Spara {section}',
  'options.sending.intro': 'Hur svar skickas: tiden du har att ångra och signaturen.',
  'options.signature.for': 'Signatur för {workspace}',
  'options.signature.managed': 'Din organisation bestämmer signaturen i den här arbetsytan.',
  'options.watching.intro': 'Hur ofta bevakade ärenden kontrolleras och hur du får veta om ny aktivitet.',
  'options.replies.needs-workspace': 'Sparade svar hör till en arbetsyta: ställ in en först.',
  'options.diagnostics.intro': 'När något inte fungerar: kontrollera varje steg i anslutningen.',
  'account.intro':
    'Varje arbetsyta har sin egen inloggning. Loggar du ut från en tas dess token, cachade ärenden, utkast och listor bort från den här webbläsaren; inställningarna finns kvar.',
  'account.list': 'Inloggning per arbetsyta',
  'account.make-active': 'Gör aktiv',
  'account.make-active.label': 'Gör {name} till den aktiva arbetsytan',
  'account.now-active': '{name} är nu den aktiva arbetsytan.',
  'account.not-active': '{name} kunde inte göras aktiv. Försök igen.',
  'account.sign-in': 'Logga in',
  'account.sign-in.label': 'Logga in i {name}',
  'account.sign-out': 'Logga ut',
  'account.sign-out.label': 'Logga ut från {name}',
  'account.sign-out.title': 'Logga ut från {name}?',
  'account.sign-out.text':
    'Oskickade utkast och cachade ärenden i {name} raderas från den här webbläsaren. Det går inte att ångra.',
  'account.sign-out.yes': 'Ja, logga ut från {name}',
  'account.signed-out':
    'Utloggad från {name}. Token, cachade ärenden, utkast och listor har tagits bort från den här webbläsaren.',
  'account.sign-out.unsent.one':
    '{count} svar som du har skickat har inte gått iväg ännu: det ligger kvar och skickas när du loggar in igen som samma agent. Loggar en annan agent in raderas det.',
  'account.sign-out.unsent.other':
    '{count} svar som du har skickat har inte gått iväg ännu: de ligger kvar och skickas när du loggar in igen som samma agent. Loggar en annan agent in raderas de.',
  'account.signed-out.broker-unconfirmed':
    'Utloggad från {name} bara i Sidedesk: tokenmäklaren svarade inte, så sessionen där kan fortfarande vara öppen. Försök igen, eller logga ut på mäklarens sida.',
  'account.signed-out.sso':
    'Utloggad från {name} i Sidedesk. Företagsinloggningen (SSO) är fortfarande öppen: logga ut från den också, eller lås datorn, innan du går.',
  'account.signed-out.sso-page':
    'Utloggad från {name} i Sidedesk. Företagsinloggningen (SSO) är fortfarande öppen: slutför utloggningen på dess sida, som öppnades i en ny flik.',
  'account.sign-out.try-again': 'Försök igen',
};

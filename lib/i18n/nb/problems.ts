import type { problemsMessages as en } from '@/lib/i18n/en/problems';
import type { Translation } from '@/lib/i18n/format';

export const problemsMessages: Translation<typeof en> = {
  'diagnostics.title': 'Rapporterte problemer',
  'diagnostics.intro':
    'Hva som gikk galt i denne nettleserøkten, til brukerstøtte. Ingenting du eller kundene dine har skrevet, lagres, og ingen navn, e-postadresser eller tokener.',
  'diagnostics.about': 'Sidedesk {version} i {browser}',
  'diagnostics.sends.none': 'Ingen svar venter på å bli sendt.',
  'diagnostics.sends.one': '{count} svar er ikke ferdig:',
  'diagnostics.sends.other': '{count} svar er ikke ferdige:',
  'diagnostics.send': 'Sak {ticketId}: {state}',
  'diagnostics.none': 'Ingen problemer rapportert i denne nettleserøkten.',
  'diagnostics.list': 'Problemer, nyeste først',
  'diagnostics.problem': '{time} · {area}',
  'diagnostics.problem.reason': '{time} · {area}: {reason}',
  'diagnostics.copy': 'Kopier til brukerstøtte',
  'diagnostics.copied': 'Kopiert. Lim det inn i meldingen til brukerstøtte.',
  'diagnostics.copy-failed': 'Det kunne ikke kopieres. Merk problemene ovenfor og kopier dem selv.',
  'diagnostics.load-failed': 'Problemene kunne ikke leses. Last inn siden på nytt.',
  'view.load-failed': 'Denne delen kunne ikke lastes inn.',
  'view.retry': 'Prøv igjen',
};

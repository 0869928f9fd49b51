import type { problemsMessages as en } from '@/lib/i18n/en/problems';
import type { Translation } from '@/lib/i18n/format';

export const problemsMessages: Translation<typeof en> = {
  'diagnostics.title': 'Rapporterede problemer',
  'diagnostics.intro':
    'Hvad der gik galt i denne browsersession, til support. Intet, du eller dine kunder har skrevet, gemmes, og ingen navne, e-mailadresser eller tokens.',
  'diagnostics.about': 'Sidedesk {version} i {browser}',
  'diagnostics.sends.none': 'Intet svar venter på at blive sendt.',
  'diagnostics.sends.one': '{count} svar er ikke færdigt:',
  'diagnostics.sends.other': '{count} svar er ikke færdige:',
  'diagnostics.send': 'Sag {ticketId}: {state}',
  'diagnostics.none': 'Intet problem rapporteret i denne browsersession.',
  'diagnostics.list': 'Problemer, nyeste først',
  'diagnostics.problem': '{time} · {area}',
  'diagnostics.problem.reason': '{time} · {area}: {reason}',
  'diagnostics.copy': 'Kopiér til support',
  'diagnostics.copied': 'Kopieret. Indsæt det i din besked til support.',
  'diagnostics.copy-failed': 'Det kunne ikke kopieres. Markér problemerne ovenfor, og kopiér dem selv.',
  'diagnostics.load-failed': 'Problemerne kunne ikke læses. Genindlæs siden.',
  'view.load-failed': 'Denne del kunne ikke indlæses.',
  'view.retry': 'Prøv igen',
};

import type { problemsMessages as en } from '@/lib/i18n/en/problems';
import type { Translation } from '@/lib/i18n/format';

export const problemsMessages: Translation<typeof en> = {
  'diagnostics.title': 'Rapporterade problem',
  'diagnostics.intro':
    'Vad som gick fel under den här webbläsarsessionen, för supporten. Inget som du eller dina kunder har skrivit sparas, och inga namn, e-postadresser eller token.',
  'diagnostics.about': 'Sidedesk {version} i {browser}',
  'diagnostics.sends.none': 'Inget svar väntar på att skickas.',
  'diagnostics.sends.one': '{count} svar är inte klart:',
  'diagnostics.sends.other': '{count} svar är inte klara:',
  'diagnostics.send': 'Ärende {ticketId}: {state}',
  'diagnostics.none': 'Inga problem rapporterade under den här webbläsarsessionen.',
  'diagnostics.list': 'Problem, nyaste först',
  'diagnostics.problem': '{time} · {area}',
  'diagnostics.problem.reason': '{time} · {area}: {reason}',
  'diagnostics.copy': 'Kopiera för supporten',
  'diagnostics.copied': 'Kopierat. Klistra in det i ditt meddelande till supporten.',
  'diagnostics.copy-failed': 'Det gick inte att kopiera. Markera problemen ovan och kopiera dem själv.',
  'diagnostics.load-failed': 'Problemen kunde inte läsas. Läs in sidan igen.',
  'view.load-failed': 'Den här delen kunde inte läsas in.',
  'view.retry': 'Försök igen',
};

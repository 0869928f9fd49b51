import type { problemsMessages as en } from '@/lib/i18n/en/problems';
import type { Translation } from '@/lib/i18n/format';

export const problemsMessages: Translation<typeof en> = {
  'diagnostics.title': 'Ilmoitetut ongelmat',
  'diagnostics.intro':
    'Mikä meni vikaan tämän selainistunnon aikana, tukea varten. Mitään, mitä sinä tai asiakkaasi kirjoititte, ei tallenneta, eikä nimiä, sähköpostiosoitteita tai tunnisteita.',
  'diagnostics.about': 'Sidedesk {version}, {browser}',
  'diagnostics.sends.none': 'Yksikään vastaus ei odota lähtemistä.',
  'diagnostics.sends.one': '{count} vastaus on kesken:',
  'diagnostics.sends.other': '{count} vastausta on kesken:',
  'diagnostics.send': 'Tiketti {ticketId}: {state}',
  'diagnostics.none': 'Tämän selainistunnon aikana ei ole ilmoitettu ongelmia.',
  'diagnostics.list': 'Ongelmat, uusin ensin',
  'diagnostics.problem': '{time} · {area}',
  'diagnostics.problem.reason': '{time} · {area}: {reason}',
  'diagnostics.copy': 'Kopioi tukea varten',
  'diagnostics.copied': 'Kopioitu. Liitä se viestiisi tuelle.',
  'diagnostics.copy-failed': 'Kopiointi ei onnistunut. Valitse yllä olevat ongelmat ja kopioi ne itse.',
  'diagnostics.load-failed': 'Ongelmia ei voitu lukea. Lataa sivu uudelleen.',
  'view.load-failed': 'Tätä osaa ei voitu ladata.',
  'view.retry': 'Yritä uudelleen',
};

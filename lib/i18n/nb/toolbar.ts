import type { toolbarMessages as en, manifestMessages as enManifest } from '@/lib/i18n/en/toolbar';
import type { Translation } from '@/lib/i18n/format';

export const toolbarMessages: Translation<typeof en> = {
  'badge.idle': 'Sidedesk',
  'badge.sign-in-required': 'Sidedesk: logg inn for å sjekke fulgte saker',
  'badge.setup-needed': 'Sidedesk: fullfør oppsettet i Innstillinger',
  'badge.setup-needed.because': 'Sidedesk: {reason}',
  'badge.offline': 'Sidedesk: frakoblet, fulgte saker sjekkes igjen senere',
  'badge.activity.one': 'Sidedesk: {count} fulgt sak har ny aktivitet',
  'badge.activity.other': 'Sidedesk: {count} fulgte saker har ny aktivitet',
  'notification.changed.one': '{count} sak endret',
  'notification.changed.other': '{count} saker endret',
  'notification.line': '{ticket}: {change}',
  'notification.in-workspace': '{change} · {workspace}',
  'notification.title-unknown': 'Ukjent tittel',
  'menu.reply-in-ticket': 'Svar i sak',
  'menu.attach-link': 'Legg ved lenken i svaret',
};

export const manifestMessages: Translation<typeof enManifest> = {
  'manifest.name': 'Sidedesk',
  'manifest.name-sandbox': 'Sidedesk (sandbox)',
  'manifest.description':
    'Slå opp, svar på og skriv utkast til helpdesk-saker fra verktøylinjen og sidepanelet.',
  'manifest.command.popup': 'Åpne Sidedesk',
  'manifest.command.panel': 'Åpne sidepanelet på den siste saken',
  'badge.outbox.one': 'Sidedesk: {count} svar venter på å bli sendt',
  'badge.outbox.other': 'Sidedesk: {count} svar venter på å bli sendt',
};

import type { toolbarMessages as en, manifestMessages as enManifest } from '@/lib/i18n/en/toolbar';
import type { Translation } from '@/lib/i18n/format';

export const toolbarMessages: Translation<typeof en> = {
  'badge.idle': 'Sidedesk',
  'badge.sign-in-required': 'Sidedesk: log ind for at tjekke fulgte sager',
  'badge.setup-needed': 'Sidedesk: gør opsætningen færdig under Indstillinger',
  'badge.setup-needed.because': 'Sidedesk: {reason}',
  'badge.offline': 'Sidedesk: offline, fulgte sager tjekkes igen senere',
  'badge.activity.one': 'Sidedesk: {count} fulgt sag har ny aktivitet',
  'badge.activity.other': 'Sidedesk: {count} fulgte sager har ny aktivitet',
  'notification.changed.one': '{count} sag ændret',
  'notification.changed.other': '{count} sager ændret',
  'notification.line': '{ticket}: {change}',
  'notification.in-workspace': '{change} · {workspace}',
  'notification.title-unknown': 'Ukendt titel',
  'menu.reply-in-ticket': 'Svar i sag',
  'menu.attach-link': 'Vedhæft linket til svaret',
};

export const manifestMessages: Translation<typeof enManifest> = {
  'manifest.name': 'Sidedesk',
  'manifest.name-sandbox': 'Sidedesk (sandbox)',
  'manifest.description':
    'Slå helpdesk-sager op, svar på dem og skriv kladder fra værktøjslinjen og sidepanelet.',
  'manifest.command.popup': 'Åbn Sidedesk',
  'manifest.command.panel': 'Åbn sidepanelet på den seneste sag',
  'badge.outbox.one': 'Sidedesk: {count} svar venter på at blive sendt',
  'badge.outbox.other': 'Sidedesk: {count} svar venter på at blive sendt',
};

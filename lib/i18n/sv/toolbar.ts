import type { toolbarMessages as en, manifestMessages as enManifest } from '@/lib/i18n/en/toolbar';
import type { Translation } from '@/lib/i18n/format';

export const toolbarMessages: Translation<typeof en> = {
  'badge.idle': 'Sidedesk',
  'badge.sign-in-required': 'Sidedesk: logga in för att kontrollera bevakade ärenden',
  'badge.setup-needed': 'Sidedesk: slutför konfigurationen under Inställningar',
  'badge.setup-needed.because': 'Sidedesk: {reason}',
  'badge.offline': 'Sidedesk: offline, bevakade ärenden kontrolleras igen senare',
  'badge.activity.one': 'Sidedesk: {count} bevakat ärende har ny aktivitet',
  'badge.activity.other': 'Sidedesk: {count} bevakade ärenden har ny aktivitet',
  'notification.changed.one': '{count} ärende ändrat',
  'notification.changed.other': '{count} ärenden ändrade',
  'notification.line': '{ticket}: {change}',
  'notification.in-workspace': '{change} · {workspace}',
  'notification.title-unknown': 'Okänd rubrik',
  'menu.reply-in-ticket': 'Svara i ärende',
  'menu.attach-link': 'Bifoga länken i svaret',
};

export const manifestMessages: Translation<typeof enManifest> = {
  'manifest.name': 'Sidedesk',
  'manifest.name-sandbox': 'Sidedesk (sandbox)',
  'manifest.description':
    'Slå upp, svara på och skriv utkast till helpdesk-ärenden från verktygsfältet och sidopanelen.',
  'manifest.command.popup': 'Öppna Sidedesk',
  'manifest.command.panel': 'Öppna sidopanelen på det senaste ärendet',
  'badge.outbox.one': 'Sidedesk: {count} svar väntar på att skickas',
  'badge.outbox.other': 'Sidedesk: {count} svar väntar på att skickas',
};

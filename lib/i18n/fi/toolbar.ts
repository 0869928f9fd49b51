import type { toolbarMessages as en, manifestMessages as enManifest } from '@/lib/i18n/en/toolbar';
import type { Translation } from '@/lib/i18n/format';

export const toolbarMessages: Translation<typeof en> = {
  'badge.idle': 'Sidedesk',
  'badge.sign-in-required': 'Sidedesk: kirjaudu sisään tarkistaaksesi seuratut tiketit',
  'badge.setup-needed': 'Sidedesk: viimeistele määritys Asetuksissa',
  'badge.setup-needed.because': 'Sidedesk: {reason}',
  'badge.offline': 'Sidedesk: ei yhteyttä, seuratut tiketit tarkistetaan myöhemmin uudelleen',
  'badge.activity.one': 'Sidedesk: {count} seuratussa tiketissä on uutta toimintaa',
  'badge.activity.other': 'Sidedesk: {count} seuratussa tiketissä on uutta toimintaa',
  'notification.changed.one': '{count} tiketti muuttui',
  'notification.changed.other': '{count} tikettiä muuttui',
  'notification.line': '{ticket}: {change}',
  'notification.in-workspace': '{change} · {workspace}',
  'notification.title-unknown': 'Tuntematon otsikko',
  'menu.reply-in-ticket': 'Vastaa tikettiin',
  'menu.attach-link': 'Liitä linkki vastaukseen',
};

export const manifestMessages: Translation<typeof enManifest> = {
  'manifest.name': 'Sidedesk',
  'manifest.name-sandbox': 'Sidedesk (sandbox)',
  'manifest.description':
    'Hae helpdesk-tikettejä, vastaa niihin ja kirjoita luonnoksia työkalupalkista ja sivupaneelista.',
  'manifest.command.popup': 'Avaa Sidedesk',
  'manifest.command.panel': 'Avaa sivupaneeli viimeisimpään tikettiin',
  'badge.outbox.one': 'Sidedesk: {count} vastaus odottaa lähetystä',
  'badge.outbox.other': 'Sidedesk: {count} vastausta odottaa lähetystä',
};

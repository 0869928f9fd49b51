import type { ticketMessages as en } from '@/lib/i18n/en/ticket';
import type { Translation } from '@/lib/i18n/format';

export const ticketMessages: Translation<typeof en> = {
  'view.bot': ' · bot',
  'view.role.client': 'kunde',
  'view.role.team': 'teammedlem',
  'view.author': '{name} <{email}> · {role}',
  'view.properties': 'Egenskaper',
  'view.flag.isLocked': 'Låst',
  'view.flag.isSpam': 'Søppelpost',
  'view.flag.isMuted': 'Dempet',
  'view.flag.isHidden': 'Skjult',
  'view.flag.hasDraft': 'Har utkast',
  'view.flag.isDeleted': 'Slettet',
  'view.flag.isExpired': 'Utløpt',
  'view.flag.isSensitive': 'Sensitiv',
  'view.flag.isAnonymized': 'Anonymisert',
  'view.flag.isAssignedToBot': 'Tildelt bot',
  'view.flag.hasAttachments': 'Har vedlegg',
  'view.locked-by': 'Låst av {name}',
  'view.attachments': 'Vedlegg',
  'view.attachment': 'Vedlegg {number}',
  'frame.plain-fallback': 'Den formaterte versjonen kunne ikke vises trygt; dette er ren tekst.',
  'frame.preparing': 'Gjør klar den formaterte teksten …',
  'frame.images-blocked.one':
    '{count} eksternt bilde ble ikke lastet, så avsenderen ser ikke når du leser dette.',
  'frame.images-blocked.other':
    '{count} eksterne bilder ble ikke lastet, så avsenderen ser ikke når du leser dette.',
  'frame.load-images': 'Last inn eksterne bilder',
  'attach.legend': 'Vedlegg',
  'attach.remove': 'Fjern',
  'attach.url': 'URL til vedlegget',
  'attach.name': 'Navn på vedlegget',
  'attach.name.placeholder': 'Hentes fra URL-en hvis tomt',
  'attach.add': 'Legg til vedlegg',
  'attach.no-url': 'Skriv inn URL-en til vedlegget først.',
  'attach.bad-name': 'Gi vedlegget et navn på høyst 255 tegn.',
  'attach.bad-url':
    'URL-en til vedlegget må være en fullstendig http- eller https-adresse, som https://example.com/fil.pdf.',
  'attach.duplicate': 'Det vedlegget er allerede lagt til.',
  'attach.too-many': 'Et svar kan ha høyst {max} vedlegg.',
  'log.title': 'Sendt herfra',
  'log.empty': 'Ingenting ennå.',
  'log.first-level': 'til saken',
  'log.level-unknown': 'ukjent nivå',
  'log.sub-reply': 'som svar på svar #{parent}',
  'log.draft': ' · utkast',
  'frame.images-left-out.one':
    '{count} eksternt bilde er utelatt fra svaret: det ville vist avsenderen når kunden leser det.',
  'frame.images-left-out.other':
    '{count} eksterne bilder er utelatt fra svaret: de ville vist avsenderen når kunden leser det.',
};

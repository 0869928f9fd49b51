import type { ticketMessages as en } from '@/lib/i18n/en/ticket';
import type { Translation } from '@/lib/i18n/format';

export const ticketMessages: Translation<typeof en> = {
  'view.bot': ' · bot',
  'view.role.client': 'kund',
  'view.role.team': 'teammedlem',
  'view.author': '{name} <{email}> · {role}',
  'view.properties': 'Egenskaper',
  'view.flag.isLocked': 'Låst',
  'view.flag.isSpam': 'Skräppost',
  'view.flag.isMuted': 'Tystat',
  'view.flag.isHidden': 'Dolt',
  'view.flag.hasDraft': 'Har utkast',
  'view.flag.isDeleted': 'Raderat',
  'view.flag.isExpired': 'Utgånget',
  'view.flag.isSensitive': 'Känsligt',
  'view.flag.isAnonymized': 'Anonymiserat',
  'view.flag.isAssignedToBot': 'Tilldelat bot',
  'view.flag.hasAttachments': 'Har bilagor',
  'view.locked-by': 'Låst av {name}',
  'view.attachments': 'Bilagor',
  'view.attachment': 'Bilaga {number}',
  'frame.plain-fallback':
    'Den formaterade versionen kunde inte visas säkert; det här är den oformaterade texten.',
  'frame.preparing': 'Förbereder den formaterade texten …',
  'frame.images-blocked.one':
    '{count} extern bild lästes inte in, så avsändaren kan inte se när du läser detta.',
  'frame.images-blocked.other':
    '{count} externa bilder lästes inte in, så avsändaren kan inte se när du läser detta.',
  'frame.load-images': 'Läs in externa bilder',
  'attach.legend': 'Bilagor',
  'attach.remove': 'Ta bort',
  'attach.url': 'Bilagans URL',
  'attach.name': 'Bilagans namn',
  'attach.name.placeholder': 'Tas från URL:en om tomt',
  'attach.add': 'Lägg till bilaga',
  'attach.no-url': 'Ange bilagans URL först.',
  'attach.bad-name': 'Ge bilagan ett namn på högst 255 tecken.',
  'attach.bad-url':
    'Bilagans URL måste vara en fullständig http- eller https-adress, som https://example.com/fil.pdf.',
  'attach.duplicate': 'Den bilagan är redan tillagd.',
  'attach.too-many': 'Ett svar kan ha högst {max} bilagor.',
  'log.title': 'Skickat härifrån',
  'log.empty': 'Inget än.',
  'log.first-level': 'till ärendet',
  'log.level-unknown': 'okänd nivå',
  'log.sub-reply': 'som svar på svar #{parent}',
  'log.draft': ' · utkast',
  'frame.images-left-out.one':
    '{count} extern bild utelämnas ur svaret: den skulle visa avsändaren när kunden läser det.',
  'frame.images-left-out.other':
    '{count} externa bilder utelämnas ur svaret: de skulle visa avsändaren när kunden läser det.',
};

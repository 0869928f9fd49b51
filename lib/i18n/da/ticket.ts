import type { ticketMessages as en } from '@/lib/i18n/en/ticket';
import type { Translation } from '@/lib/i18n/format';

export const ticketMessages: Translation<typeof en> = {
  'view.bot': ' · bot',
  'view.role.client': 'kunde',
  'view.role.team': 'teammedlem',
  'view.author': '{name} <{email}> · {role}',
  'view.properties': 'Egenskaber',
  'view.flag.isLocked': 'Låst',
  'view.flag.isSpam': 'Spam',
  'view.flag.isMuted': 'Dæmpet',
  'view.flag.isHidden': 'Skjult',
  'view.flag.hasDraft': 'Har kladde',
  'view.flag.isDeleted': 'Slettet',
  'view.flag.isExpired': 'Udløbet',
  'view.flag.isSensitive': 'Følsom',
  'view.flag.isAnonymized': 'Anonymiseret',
  'view.flag.isAssignedToBot': 'Tildelt bot',
  'view.flag.hasAttachments': 'Har vedhæftede filer',
  'view.locked-by': 'Låst af {name}',
  'view.attachments': 'Vedhæftede filer',
  'view.attachment': 'Vedhæftet fil {number}',
  'frame.plain-fallback': 'Den formaterede udgave kunne ikke vises sikkert; dette er den rene tekst.',
  'frame.preparing': 'Klargør den formaterede tekst …',
  'frame.images-blocked.one':
    '{count} eksternt billede blev ikke indlæst, så afsenderen kan ikke se, hvornår du læser dette.',
  'frame.images-blocked.other':
    '{count} eksterne billeder blev ikke indlæst, så afsenderen kan ikke se, hvornår du læser dette.',
  'frame.load-images': 'Indlæs eksterne billeder',
  'attach.legend': 'Vedhæftede filer',
  'attach.remove': 'Fjern',
  'attach.url': 'URL til den vedhæftede fil',
  'attach.name': 'Navn på den vedhæftede fil',
  'attach.name.placeholder': 'Tages fra URL’en, hvis tomt',
  'attach.add': 'Tilføj vedhæftet fil',
  'attach.no-url': 'Angiv først URL’en til den vedhæftede fil.',
  'attach.bad-name': 'Giv den vedhæftede fil et navn på højst 255 tegn.',
  'attach.bad-url':
    'URL’en til den vedhæftede fil skal være en fuld http- eller https-adresse, som https://example.com/fil.pdf.',
  'attach.duplicate': 'Den fil er allerede vedhæftet.',
  'attach.too-many': 'Et svar kan højst have {max} vedhæftede filer.',
  'log.title': 'Sendt herfra',
  'log.empty': 'Intet endnu.',
  'log.first-level': 'til sagen',
  'log.level-unknown': 'ukendt niveau',
  'log.sub-reply': 'som svar på svar #{parent}',
  'log.draft': ' · kladde',
  'frame.images-left-out.one':
    '{count} eksternt billede er udeladt af svaret: det ville vise afsenderen, hvornår kunden læser det.',
  'frame.images-left-out.other':
    '{count} eksterne billeder er udeladt af svaret: de ville vise afsenderen, hvornår kunden læser det.',
};

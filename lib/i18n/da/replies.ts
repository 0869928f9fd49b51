import type { replyMessages as en } from '@/lib/i18n/en/replies';
import type { Translation } from '@/lib/i18n/format';

export const replyMessages: Translation<typeof en> = {
  'error.bad-input.replies-file.not-json': 'Filen er ikke gyldig JSON.',
  'error.bad-input.replies-file.not-replies':
    'Filen er ikke en fil med gemte svar: »format« skal være »{format}«.',
  'error.bad-input.replies-file.newer':
    'Filen er version {version} af formatet for gemte svar, fra en nyere Sidedesk: opdater Sidedesk for at importere den.',
  'error.bad-input.replies-file.too-many': 'Et arbejdsområde kan højst rumme {max} gemte svar.',
  'error.bad-input.replies-file.unknown-field': 'Filen har et felt, som Sidedesk ikke kender: {field}.',
  'error.bad-input.replies-file.bad-field': 'Filen har en manglende eller forkert værdi i {field}.',
  'error.invalid-response.team-library': 'Mæglerens teambibliotek kunne ikke læses. {problem}',

  'replies.outcome.none': 'Intet: lad afsendelsesvalgene være, som de er',
  'replies.outcome.send': 'Send',
  'replies.outcome.complete': 'Send og afslut',
  'replies.outcome.draft': 'Gem som kladde',
  'replies.outcome.keep-status': 'Send, behold status',
  'replies.team.none': 'Teamets mægler deler ingen gemte svar.',
  'replies.picker.button': 'Gemte svar',
  'replies.picker.label': 'Gemte svar',
  'replies.picker.faq': 'Indsæt FAQ-link: {name}',
  'replies.picker.team': 'team',
  'replies.picker.empty': 'Intet gemt svar passer til »/{query}«.',
  'replies.picker.hint': '↑↓ vælg · Enter indsæt · Esc luk',
  'replies.picker.outcome': '»{name}« valgte udfaldet: {outcome}. Du kan ændre det nedenfor.',
  'replies.unresolved.one': 'Beskeden indeholder stadig {list}, som vil nå kunden, som det står.',
  'replies.unresolved.other': 'Beskeden indeholder stadig {list}, som vil nå kunden, som de står.',
  'replies.unresolved.send-anyway': 'Send alligevel',

  'replies.example.greeting.name': 'Hilsen',
  'replies.example.greeting.shortcut': 'hej',
  'replies.example.greeting.text': 'Hej {customerFirstName}\n\n{cursor}',
  'replies.example.order.name': 'Bed om ordrenummeret',
  'replies.example.order.shortcut': 'ordre',
  'replies.example.order.text':
    'Hej {customerFirstName}\n\nVil du sende mig dit ordrenummer? Du finder det i ordrebekræftelsen, vi sendte dig på e-mail.\n\nVenlig hilsen\n{agentFirstName}',
  'replies.example.refund.name': 'Refusion gennemført',
  'replies.example.refund.shortcut': 'refusion',
  'replies.example.refund.text':
    'Hej {customerFirstName}\n\nJeg har refunderet din ordre. Pengene bør være tilbage på din konto inden for 5 hverdage.\n\nVenlig hilsen\n{agentFirstName}',
  'replies.example.closing.name': 'Afslutning',
  'replies.example.closing.shortcut': 'farvel',
  'replies.example.closing.text':
    'Er der andet, jeg kan hjælpe dig med? Ellers ønsker jeg dig en god dag.\n\nVenlig hilsen\n{agentFirstName}',
};

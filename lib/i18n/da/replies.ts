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

  // Fill-in fields: the composer's form, Send's refusal and the preview in Options.
  'replies.fields.title': 'Udfyld “{name}”',
  'replies.fields.insert': 'Indsæt',
  'replies.fields.cancel': 'Annuller',
  'replies.fields.hint': 'Tab næste · Enter indsæt · Esc annuller',
  'replies.fields.choose': 'Vælg …',
  'replies.fields.empty': 'Udfyld dette: feltet har ingen standardværdi.',
  'replies.fields.not-number': 'Skriv et tal.',
  'replies.fields.not-date': 'Skriv en dato.',
  'replies.fields.malformed':
    'Nogle felter i dette gemte svar er skrevet forkert og bliver stående i teksten, som de er skrevet: ret dem i Indstillinger.',
  'replies.fields.unfilled.one': 'Feltet “{list}” er ikke udfyldt endnu. Skriv værdien ind, før du sender.',
  'replies.fields.unfilled.other':
    'Felterne {list} er ikke udfyldt endnu. Skriv værdierne ind, før du sender.',
  'replies.fields.syntax': 'Felter, du udfylder, når du indsætter: {examples}.',
  'replies.fields.asks': 'Når svaret indsættes, spørger det om:',
  'replies.fields.kind.text': 'tekst',
  'replies.fields.kind.number': 'et tal',
  'replies.fields.kind.date': 'en dato',
  'replies.fields.kind.choice': 'et af {choices}',
  'replies.fields.default': 'standard {value}',
  'replies.fields.problem': 'Felt {place} (linje {line}, {source}): {problem}',
  'replies.fields.problem.unclosed': 'det bliver aldrig lukket.',
  'replies.fields.problem.no-name': 'det har intet navn.',
  'replies.fields.problem.unknown-part': 'Sidedesk kender ikke “{part}”.',
  'replies.fields.problem.no-choices': 'valget har ingen muligheder.',
  'replies.fields.problem.bad-default': 'standardværdien passer ikke til felttypen.',
  'replies.fields.problem.kind-clash': 'et felt med samme navn før det er af en anden type.',
};

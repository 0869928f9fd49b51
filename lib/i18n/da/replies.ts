import type { replyMessages as en } from '../en/replies';
import type { Translation } from '../format';

const UNCHANGED = 'Intet blev importeret; dine gemte svar er uændrede.';

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

  'replies.title': 'Gemte svar',
  'replies.intro':
    'I sidepanelet skriver du / og en genvej, eller trykker på Gemte svar, for at indsætte et.',
  'replies.examples-note': 'Færdige eksempler: ret eller slet dem, som du vil.',
  'replies.list': 'Dine gemte svar',
  'replies.empty': 'Ingen gemte svar endnu.',
  'replies.add': 'Tilføj gemt svar',
  'replies.field.name': 'Navn',
  'replies.field.shortcut': 'Genvej',
  'replies.field.shortcut-hint':
    'Valgfrit: små bogstaver, cifre og -, skrives efter / for at finde svaret, f.eks. refusion.',
  'replies.field.text': 'Tekst',
  'replies.field.text-hint':
    'Variabler, der udfyldes fra sagen og fra dig, når du indsætter: {variables}. {cursor} markerer, hvor markøren lander.',
  'replies.field.html': 'Formateret tekst (HTML)',
  'replies.field.outcome': 'Udfald',
  'replies.outcome.none': 'Intet: lad afsendelsesvalgene være, som de er',
  'replies.outcome.send': 'Send',
  'replies.outcome.complete': 'Send og afslut',
  'replies.outcome.draft': 'Gem som kladde',
  'replies.outcome.keep-status': 'Send, behold status',
  'replies.save': 'Gem svaret',
  'replies.cancel': 'Annuller',
  'replies.edit': 'Rediger',
  'replies.edit-label': 'Rediger {name}',
  'replies.delete': 'Slet',
  'replies.delete-label': 'Slet {name}',
  'replies.move-up': 'Flyt {name} op',
  'replies.move-down': 'Flyt {name} ned',
  'replies.import': 'Importér',
  'replies.export': 'Eksportér',
  'replies.problem.name': 'Giv det gemte svar et navn.',
  'replies.problem.shortcut':
    'En genvej består af små bogstaver, cifre og -, begynder med et bogstav eller et ciffer og har højst 40 tegn.',
  'replies.problem.shortcut-taken': 'Genvejen /{shortcut} bruges allerede af »{name}«.',
  'replies.problem.text': 'Skriv teksten til det gemte svar.',
  'replies.problem.form': 'Intet blev gemt: ret de markerede felter nedenfor.',
  'replies.notice.saved': 'Gemte »{name}«.',
  'replies.notice.deleted': 'Slettede »{name}«.',
  'replies.notice.imported.one': 'Importerede {count} gemt svar.',
  'replies.notice.imported.other': 'Importerede {count} gemte svar.',
  'replies.notice.exported.one': 'Eksporterede {count} gemt svar.',
  'replies.notice.exported.other': 'Eksporterede {count} gemte svar.',
  'replies.notice.import-refused': `{problem} ${UNCHANGED}`,
  'replies.team.title': 'Teambibliotek',
  'replies.team.note': 'Delt af teamets mægler; kan kun læses.',
  'replies.team.none': 'Teamets mægler deler ingen gemte svar.',
  'replies.team.kept': 'Viser teambiblioteket, som det var tidligere. {problem}',
  'replies.signature.field': 'Signatur',
  'replies.signature.hint':
    'Tilføjes én gang i slutningen af nye beskeder i dette arbejdsområde; variabler virker også her.',
  'replies.signature.add': 'Tilføj signaturen til nye beskeder',
  'replies.signature.save': 'Gem signaturen',
  'replies.signature.saved': 'Signaturen er gemt.',
  'replies.signature.failed': 'Signaturen kunne ikke gemmes. Prøv igen.',

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
  'replies.field.attachments': 'Vedhæftede filer',
  'replies.field.attachment-url': 'URL til den vedhæftede fil',
  'replies.field.attachment-name': 'Navn på den vedhæftede fil',
  'replies.field.attachment-hint':
    'En https-adresse til en fil; navnet bliver filnavnet i adressen, hvis du ikke udfylder det.',
  'replies.attachment.add': 'Tilføj vedhæftet fil',
  'replies.attachment.remove': 'Fjern den vedhæftede fil {name}',
  'replies.problem.attachment-url':
    'URL’en til den vedhæftede fil skal være en fuld https-adresse, som https://example.com/fil.pdf.',
  'replies.problem.attachment-name': 'Giv den vedhæftede fil et navn på højst 255 tegn.',
  'replies.problem.attachment-twice': 'Den fil er allerede vedhæftet.',
  'replies.problem.attachment-max': 'Et gemt svar kan højst have {max} vedhæftede filer.',
};

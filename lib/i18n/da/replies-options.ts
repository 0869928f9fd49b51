import type { replyOptionsMessages as en } from '@/lib/i18n/en/replies-options';
import type { Translation } from '@/lib/i18n/format';

const UNCHANGED = 'Intet blev importeret; dine gemte svar er uændrede.';

export const replyOptionsMessages: Translation<typeof en> = {
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
  'replies.team.kept': 'Viser teambiblioteket, som det var tidligere. {problem}',
  'replies.signature.field': 'Signatur',
  'replies.signature.hint':
    'Tilføjes én gang i slutningen af nye beskeder i dette arbejdsområde; variabler virker også her.',
  'replies.signature.add': 'Tilføj signaturen til nye beskeder',
  'replies.signature.none': 'Ingen signatur.',
  'replies.signature.off': 'Tilføjes ikke til nye beskeder.',
  'replies.signature.edit': 'Redigér signaturen',

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

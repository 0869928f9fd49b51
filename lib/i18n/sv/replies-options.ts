import type { replyOptionsMessages as en } from '@/lib/i18n/en/replies-options';
import type { Translation } from '@/lib/i18n/format';

const UNCHANGED = 'Inget importerades; dina sparade svar är oförändrade.';

export const replyOptionsMessages: Translation<typeof en> = {
  'replies.title': 'Sparade svar',
  'replies.intro':
    'I sidopanelen skriver du / och en genväg, eller trycker på Sparade svar, för att infoga ett.',
  'replies.examples-note': 'Färdiga exempel: ändra eller ta bort dem som du vill.',
  'replies.list': 'Dina sparade svar',
  'replies.empty': 'Inga sparade svar än.',
  'replies.add': 'Lägg till sparat svar',
  'replies.field.name': 'Namn',
  'replies.field.shortcut': 'Genväg',
  'replies.field.shortcut-hint':
    'Valfritt: små bokstäver, siffror och -, skrivs efter / för att hitta svaret, t.ex. retur.',
  'replies.field.text': 'Text',
  'replies.field.text-hint':
    'Variabler som fylls i från ärendet och från dig när du infogar: {variables}. {cursor} markerar var markören hamnar.',
  'replies.field.html': 'Formaterad text (HTML)',
  'replies.field.outcome': 'Utfall',
  'replies.save': 'Spara svaret',
  'replies.cancel': 'Avbryt',
  'replies.edit': 'Redigera',
  'replies.edit-label': 'Redigera {name}',
  'replies.delete': 'Ta bort',
  'replies.delete-label': 'Ta bort {name}',
  'replies.move-up': 'Flytta upp {name}',
  'replies.move-down': 'Flytta ner {name}',
  'replies.import': 'Importera',
  'replies.export': 'Exportera',
  'replies.problem.name': 'Ge det sparade svaret ett namn.',
  'replies.problem.shortcut':
    'En genväg består av små bokstäver, siffror och -, börjar med en bokstav eller siffra och har högst 40 tecken.',
  'replies.problem.shortcut-taken': 'Genvägen /{shortcut} används redan av ”{name}”.',
  'replies.problem.text': 'Skriv texten till det sparade svaret.',
  'replies.problem.form': 'Inget sparades: rätta fälten som är markerade nedan.',
  'replies.notice.saved': 'Sparade ”{name}”.',
  'replies.notice.deleted': 'Tog bort ”{name}”.',
  'replies.notice.imported.one': 'Importerade {count} sparat svar.',
  'replies.notice.imported.other': 'Importerade {count} sparade svar.',
  'replies.notice.exported.one': 'Exporterade {count} sparat svar.',
  'replies.notice.exported.other': 'Exporterade {count} sparade svar.',
  'replies.notice.import-refused': `{problem} ${UNCHANGED}`,
  'replies.team.title': 'Teambibliotek',
  'replies.team.note': 'Delas av teamets mäklare; kan bara läsas.',
  'replies.team.kept': 'Visar teambiblioteket som det var tidigare. {problem}',
  'replies.signature.field': 'Signatur',
  'replies.signature.hint':
    'Läggs till en gång i slutet av nya meddelanden i den här arbetsytan; variabler fungerar här också.',
  'replies.signature.add': 'Lägg till signaturen i nya meddelanden',
  'replies.signature.none': 'Ingen signatur.',
  'replies.signature.off': 'Läggs inte till i nya meddelanden.',
  'replies.signature.edit': 'Redigera signaturen',

  'replies.field.attachments': 'Bilagor',
  'replies.field.attachment-url': 'Bilagans URL',
  'replies.field.attachment-name': 'Bilagans namn',
  'replies.field.attachment-hint':
    'En https-adress till en fil; namnet blir filnamnet i adressen om du inte anger något.',
  'replies.attachment.add': 'Lägg till bilaga',
  'replies.attachment.remove': 'Ta bort bilagan {name}',
  'replies.problem.attachment-url':
    'Bilagans URL måste vara en fullständig https-adress, som https://example.com/fil.pdf.',
  'replies.problem.attachment-name': 'Ge bilagan ett namn på högst 255 tecken.',
  'replies.problem.attachment-twice': 'Den bilagan är redan tillagd.',
  'replies.problem.attachment-max': 'Ett sparat svar kan ha högst {max} bilagor.',
};

import type { replyMessages as en } from '@/lib/i18n/en/replies';
import type { Translation } from '@/lib/i18n/format';

export const replyMessages: Translation<typeof en> = {
  'error.bad-input.replies-file.not-json': 'Filen är inte giltig JSON.',
  'error.bad-input.replies-file.not-replies':
    'Filen är ingen fil med sparade svar: ”format” måste vara ”{format}”.',
  'error.bad-input.replies-file.newer':
    'Filen är version {version} av formatet för sparade svar, från en nyare Sidedesk: uppdatera Sidedesk för att importera den.',
  'error.bad-input.replies-file.too-many': 'En arbetsyta rymmer högst {max} sparade svar.',
  'error.bad-input.replies-file.unknown-field': 'Filen har ett fält som Sidedesk inte känner till: {field}.',
  'error.bad-input.replies-file.bad-field': 'Filen har ett saknat eller felaktigt värde i {field}.',
  'error.invalid-response.team-library': 'Mäklarens teambibliotek kunde inte läsas. {problem}',

  'replies.outcome.none': 'Inget: låt sändalternativen vara som de är',
  'replies.outcome.send': 'Skicka',
  'replies.outcome.complete': 'Skicka och slutför',
  'replies.outcome.draft': 'Spara som utkast',
  'replies.outcome.keep-status': 'Skicka, behåll statusen',
  'replies.team.none': 'Teamets mäklare delar inga sparade svar.',
  'replies.picker.button': 'Sparade svar',
  'replies.picker.label': 'Sparade svar',
  'replies.picker.faq': 'Infoga FAQ-länk: {name}',
  'replies.picker.team': 'team',
  'replies.picker.empty': 'Inget sparat svar matchar ”/{query}”.',
  'replies.picker.hint': '↑↓ välj · Enter infoga · Esc stäng',
  'replies.picker.outcome': '”{name}” valde utfallet: {outcome}. Du kan ändra det nedan.',
  'replies.unresolved.one': 'Meddelandet innehåller fortfarande {list}, som skulle nå kunden som det står.',
  'replies.unresolved.other': 'Meddelandet innehåller fortfarande {list}, som skulle nå kunden som de står.',
  'replies.unresolved.send-anyway': 'Skicka ändå',

  'replies.example.greeting.name': 'Hälsning',
  'replies.example.greeting.shortcut': 'hej',
  'replies.example.greeting.text': 'Hej {customerFirstName}!\n\n{cursor}',
  'replies.example.order.name': 'Be om ordernumret',
  'replies.example.order.shortcut': 'order',
  'replies.example.order.text':
    'Hej {customerFirstName}!\n\nKan du skicka mig ditt ordernummer? Du hittar det i orderbekräftelsen som vi mejlade dig.\n\nMed vänliga hälsningar\n{agentFirstName}',
  'replies.example.refund.name': 'Återbetalning klar',
  'replies.example.refund.shortcut': 'retur',
  'replies.example.refund.text':
    'Hej {customerFirstName}!\n\nJag har återbetalat din beställning. Pengarna bör finnas på ditt konto inom 5 arbetsdagar.\n\nMed vänliga hälsningar\n{agentFirstName}',
  'replies.example.closing.name': 'Avslutning',
  'replies.example.closing.shortcut': 'hej-da',
  'replies.example.closing.text':
    'Är det något mer jag kan hjälpa dig med? Annars önskar jag dig en fin dag.\n\nMed vänliga hälsningar\n{agentFirstName}',

  // Fill-in fields: the composer's form, Send's refusal and the preview in Options.
  'replies.fields.title': 'Fyll i ”{name}”',
  'replies.fields.insert': 'Infoga',
  'replies.fields.cancel': 'Avbryt',
  'replies.fields.hint': 'Tab nästa · Enter infoga · Esc avbryt',
  'replies.fields.choose': 'Välj …',
  'replies.fields.empty': 'Fyll i detta: fältet har inget standardvärde.',
  'replies.fields.not-number': 'Skriv ett tal.',
  'replies.fields.not-date': 'Skriv ett datum.',
  'replies.fields.malformed':
    'Några fält i det här sparade svaret är felskrivna och står kvar i texten som de är skrivna: rätta dem i Inställningar.',
  'replies.fields.unfilled.one': 'Fältet ”{list}” är inte ifyllt än. Skriv in värdet innan du skickar.',
  'replies.fields.unfilled.other': 'Fälten {list} är inte ifyllda än. Skriv in värdena innan du skickar.',
  'replies.fields.syntax': 'Fält som du fyller i när du infogar: {examples}.',
  'replies.fields.asks': 'När svaret infogas frågar det efter:',
  'replies.fields.kind.text': 'text',
  'replies.fields.kind.number': 'ett tal',
  'replies.fields.kind.date': 'ett datum',
  'replies.fields.kind.choice': 'ett av {choices}',
  'replies.fields.default': 'standard {value}',
  'replies.fields.problem': 'Fält {place} (rad {line}, {source}): {problem}',
  'replies.fields.problem.unclosed': 'det stängs aldrig.',
  'replies.fields.problem.no-name': 'det har inget namn.',
  'replies.fields.problem.unknown-part': 'Sidedesk känner inte till ”{part}”.',
  'replies.fields.problem.no-choices': 'valet har inga alternativ.',
  'replies.fields.problem.bad-default': 'standardvärdet passar inte fälttypen.',
  'replies.fields.problem.kind-clash': 'ett fält med samma namn före det är av en annan typ.',
};

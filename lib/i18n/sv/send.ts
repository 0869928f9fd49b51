import type { sendMessages as en } from '@/lib/i18n/en/send';
import type { Translation } from '@/lib/i18n/format';

const CHECK = 'Öppna ärendet och kontrollera innan du skickar igen.';

export const sendMessages: Translation<typeof en> = {
  'verdict.checking': 'Kontrollerar ärendet för att se om svaret skapades …',
  'verdict.not-checked': `Sidedesk kunde inte kontrollera ärendet efteråt. {reason} ${CHECK}`,
  'verdict.no-snapshot': `Sidedesk har inget att jämföra med. ${CHECK}`,
  'verdict.draft-saved':
    'Ärendet har nu ett utkast som det inte hade innan du tryckte på Spara utkast: ditt utkast sparades troligen. Kontrollera innan du sparar igen.',
  'verdict.draft-unknown':
    'Ett utkast ändrar inte ärendets antal svar, så Sidedesk kan inte avgöra om det sparades. Öppna ärendet och kontrollera innan du sparar igen.',
  'verdict.more-replies.one':
    'Ärendet har nu {count} svar mer än innan du tryckte på Skicka: ditt svar skapades troligen. Kontrollera innan du skickar igen.',
  'verdict.more-replies.other':
    'Ärendet har nu {count} svar mer än innan du tryckte på Skicka: ditt svar skapades troligen. Kontrollera innan du skickar igen.',
  'verdict.fewer-replies': `Ärendet har färre svar än innan du tryckte på Skicka. ${CHECK}`,
  'verdict.activity-moved': `Ärendets antal svar är oförändrat, men den senaste aktiviteten har flyttats. ${CHECK}`,
  'verdict.no-reply-yet':
    'Ärendet visar inget nytt svar än, men Ticket API svarade inte i tid och kan fortfarande skapa det. Vänta en minut och kontrollera ärendet innan du skickar igen.',
  'verdict.not-sent': 'Ärendet har inget nytt svar sedan du tryckte på Skicka: det skickades troligen inte.',
  'note.duplicate.other':
    'Ärendet fick {count} svar sedan du tryckte på Skicka, inte 1: någon annan svarade under tiden, eller så skickades svaret två gånger. Kontrollera ärendet efter dubbletter.',
};

import type { sendMessages as en } from '@/lib/i18n/en/send';
import type { Translation } from '@/lib/i18n/format';

const CHECK = 'Åpne saken og sjekk før du sender på nytt.';

export const sendMessages: Translation<typeof en> = {
  'verdict.checking': 'Sjekker saken for å finne ut om svaret ble opprettet …',
  'verdict.not-checked': `Sidedesk kunne ikke sjekke saken etterpå. {reason} ${CHECK}`,
  'verdict.no-snapshot': `Sidedesk har ingenting å sammenligne med. ${CHECK}`,
  'verdict.draft-saved':
    'Saken har nå et utkast den ikke hadde før du trykket Lagre utkast: utkastet ble sannsynligvis lagret. Sjekk før du lagrer på nytt.',
  'verdict.draft-unknown':
    'Et utkast endrer ikke antall svar i saken, så Sidedesk kan ikke se om det ble lagret. Åpne saken og sjekk før du lagrer på nytt.',
  'verdict.more-replies.one':
    'Saken har nå {count} svar mer enn før du trykket Send: svaret ditt ble sannsynligvis opprettet. Sjekk før du sender på nytt.',
  'verdict.more-replies.other':
    'Saken har nå {count} svar mer enn før du trykket Send: svaret ditt ble sannsynligvis opprettet. Sjekk før du sender på nytt.',
  'verdict.fewer-replies': `Saken har færre svar enn før du trykket Send. ${CHECK}`,
  'verdict.activity-moved': `Antall svar i saken er uendret, men siste aktivitet har flyttet seg. ${CHECK}`,
  'verdict.no-reply-yet':
    'Saken viser ikke noe nytt svar ennå, men Ticket API svarte ikke i tide og kan fortsatt opprette det. Vent et minutt og sjekk saken før du sender på nytt.',
  'verdict.not-sent':
    'Saken har ikke fått noe nytt svar siden du trykket Send: det ble sannsynligvis ikke sendt.',
  'note.duplicate.other':
    'Saken fikk {count} svar siden du trykket Send, ikke 1: noen andre svarte i mellomtiden, eller svaret ble sendt to ganger. Sjekk saken for duplikater.',
};

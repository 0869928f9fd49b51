import type { sendMessages as en } from '@/lib/i18n/en/send';
import type { Translation } from '@/lib/i18n/format';

const CHECK = 'Åbn sagen, og tjek, før du sender igen.';

export const sendMessages: Translation<typeof en> = {
  'verdict.checking': 'Tjekker sagen for at finde ud af, om svaret blev oprettet …',
  'verdict.not-checked': `Sidedesk kunne ikke tjekke sagen bagefter. {reason} ${CHECK}`,
  'verdict.no-snapshot': `Sidedesk har intet at sammenligne med. ${CHECK}`,
  'verdict.draft-saved':
    'Sagen har nu en kladde, den ikke havde, før du trykkede på Gem kladde: din kladde blev sandsynligvis gemt. Tjek, før du gemmer igen.',
  'verdict.draft-unknown':
    'En kladde ændrer ikke sagens antal svar, så Sidedesk kan ikke se, om den blev gemt. Åbn sagen, og tjek, før du gemmer igen.',
  'verdict.more-replies.one':
    'Sagen har nu {count} svar mere end før, du trykkede på Send: dit svar blev sandsynligvis oprettet. Tjek, før du sender igen.',
  'verdict.more-replies.other':
    'Sagen har nu {count} svar mere end før, du trykkede på Send: dit svar blev sandsynligvis oprettet. Tjek, før du sender igen.',
  'verdict.fewer-replies': `Sagen har færre svar end før, du trykkede på Send. ${CHECK}`,
  'verdict.activity-moved': `Sagens antal svar er uændret, men den seneste aktivitet har flyttet sig. ${CHECK}`,
  'verdict.no-reply-yet':
    'Sagen viser endnu ikke noget nyt svar, men Ticket API svarede ikke i tide og kan stadig oprette det. Vent et minut, og tjek sagen, før du sender igen.',
  'verdict.not-sent':
    'Sagen har ikke fået noget nyt svar, siden du trykkede på Send: det blev sandsynligvis ikke sendt.',
  'note.duplicate.other':
    'Sagen fik {count} svar, siden du trykkede på Send, ikke 1: en anden svarede i mellemtiden, eller svaret blev sendt to gange. Tjek sagen for dubletter.',
};

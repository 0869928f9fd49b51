import type { sendMessages as en } from '@/lib/i18n/en/send';
import type { Translation } from '@/lib/i18n/format';

const CHECK = 'Avaa tiketti ja tarkista ennen kuin lähetät uudelleen.';

export const sendMessages: Translation<typeof en> = {
  'verdict.checking': 'Tarkistetaan tikettiä, jotta nähdään, luotiinko vastaus…',
  'verdict.not-checked': `Sidedesk ei voinut tarkistaa tikettiä jälkikäteen. {reason} ${CHECK}`,
  'verdict.no-snapshot': `Sidedeskillä ei ole mihin verrata. ${CHECK}`,
  'verdict.draft-saved':
    'Tiketissä on nyt luonnos, jota ei ollut ennen kuin painoit Tallenna luonnos: luonnoksesi tallentui todennäköisesti. Tarkista ennen kuin tallennat uudelleen.',
  'verdict.draft-unknown':
    'Luonnos ei muuta tiketin vastausten määrää, joten Sidedesk ei voi tietää, tallentuiko se. Avaa tiketti ja tarkista ennen kuin tallennat uudelleen.',
  'verdict.more-replies.one':
    'Tiketissä on nyt {count} vastaus enemmän kuin ennen kuin painoit Lähetä: vastauksesi luotiin todennäköisesti. Tarkista ennen kuin lähetät uudelleen.',
  'verdict.more-replies.other':
    'Tiketissä on nyt {count} vastausta enemmän kuin ennen kuin painoit Lähetä: vastauksesi luotiin todennäköisesti. Tarkista ennen kuin lähetät uudelleen.',
  'verdict.fewer-replies': `Tiketissä on vähemmän vastauksia kuin ennen kuin painoit Lähetä. ${CHECK}`,
  'verdict.activity-moved': `Tiketin vastausten määrä ei muuttunut, mutta viimeisin toiminta muuttui. ${CHECK}`,
  'verdict.no-reply-yet':
    'Tiketissä ei vielä näy uutta vastausta, mutta Ticket API ei vastannut ajoissa ja voi vielä luoda sen. Odota minuutti ja tarkista tiketti ennen kuin lähetät uudelleen.',
  'verdict.not-sent':
    'Tikettiin ei ole tullut uutta vastausta sen jälkeen, kun painoit Lähetä: sitä ei todennäköisesti lähetetty.',
  'note.duplicate.other':
    'Tikettiin tuli {count} vastausta sen jälkeen, kun painoit Lähetä, eikä 1: joku muu vastasi sillä välin, tai vastaus lähti kahdesti. Tarkista, onko tiketissä kaksoiskappale.',
};

import type { readingMessages as enReading } from '../en/reading';
import type { Translation } from '../format';

export const readingMessages: Translation<typeof enReading> = {
  'change.replies.one': '+{count} vastaus',
  'change.replies.other': '+{count} vastausta',
  'change.reopened': 'avattu uudelleen',
  'change.status': 'nyt {status}',
  'change.activity': 'uutta toimintaa',
  'change.label': 'Mikä on muuttunut edellisen katselun jälkeen',
  'row.open-in-inbox': 'Avaa tiketti {id} saapuneissa',
  'row.inbox': 'Saapuneet',
  'panel.watching': 'Seurataan',
  'panel.stop-watching': 'Lopeta tämän tiketin seuraaminen',
  'panel.set-inbox-link': 'Aseta saapuneiden linkki',
  'panel.set-inbox-link.title':
    'Aseta ”Saapuneiden linkki” asetuksissa, niin tiketit aukeavat verkon saapuneissa',
  'inbox.learnt-offer': 'Avataanko tiketit verkon saapuneissa osoitteessa {link}?',
  'inbox.use-learnt': 'Käytä tätä saapuneiden linkkiä',
  'inbox.not-now': 'Ei nyt',
  'inbox.save-failed': 'Saapuneiden linkkiä ei voitu tallentaa: {reason}',
  'inbox.managed': 'ylläpitäjäsi hallinnoi tätä työtilaa.',
  'collision.replies-were': 'Vastauksia: {before} → {now}',
  'collision.status-was': 'Tila: {before} → {now}',
  'collision.last-activity': 'Viimeisin toiminta:',
  'collision.cancel': 'Peruuta',
  'composer.tool.reply-to': 'Vastaa: {target}',
  'composer.tool.format': 'Muoto: {format}',
  'composer.tool.preview': 'Esikatsele asiakkaan näkymänä',
  'panel.divider': 'Vedä jakaaksesi korkeuden tiketin ja vastauksen kesken',
  'next.activity': 'Seuraava tiketti, jossa on toimintaa',
  'next.none': 'Mikään muu tiketti ei tarvitse sinua.',
};

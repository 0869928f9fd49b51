import type { ticketMessages as en } from '@/lib/i18n/en/ticket';
import type { Translation } from '@/lib/i18n/format';

export const ticketMessages: Translation<typeof en> = {
  'view.bot': ' · botti',
  'view.role.client': 'asiakas',
  'view.role.team': 'tiimin jäsen',
  'view.author': '{name} <{email}> · {role}',
  'view.properties': 'Ominaisuudet',
  'view.flag.isLocked': 'Lukittu',
  'view.flag.isSpam': 'Roskaposti',
  'view.flag.isMuted': 'Vaimennettu',
  'view.flag.isHidden': 'Piilotettu',
  'view.flag.hasDraft': 'Luonnos olemassa',
  'view.flag.isDeleted': 'Poistettu',
  'view.flag.isExpired': 'Vanhentunut',
  'view.flag.isSensitive': 'Arkaluonteinen',
  'view.flag.isAnonymized': 'Anonymisoitu',
  'view.flag.isAssignedToBot': 'Annettu botille',
  'view.flag.hasAttachments': 'Sisältää liitteitä',
  'view.locked-by': 'Lukinnut {name}',
  'view.attachments': 'Liitteet',
  'view.attachment': 'Liite {number}',
  'frame.plain-fallback': 'Muotoiltua versiota ei voitu näyttää turvallisesti; tämä on pelkkä teksti.',
  'frame.preparing': 'Valmistellaan muotoiltua tekstiä…',
  'frame.images-blocked.one':
    '{count} etäkuva jätettiin lataamatta, joten lähettäjä ei näe, milloin luet tämän.',
  'frame.images-blocked.other':
    '{count} etäkuvaa jätettiin lataamatta, joten lähettäjä ei näe, milloin luet tämän.',
  'frame.load-images': 'Lataa etäkuvat',
  'attach.legend': 'Liitteet',
  'attach.remove': 'Poista',
  'attach.url': 'Liitteen URL',
  'attach.name': 'Liitteen nimi',
  'attach.name.placeholder': 'Otetaan URL:sta, jos tyhjä',
  'attach.add': 'Lisää liite',
  'attach.no-url': 'Anna ensin liitteen URL.',
  'attach.bad-name': 'Anna liitteelle enintään 255 merkin nimi.',
  'attach.bad-url':
    'Liitteen URL:n on oltava täydellinen http- tai https-osoite, kuten https://example.com/tiedosto.pdf.',
  'attach.duplicate': 'Liite on jo lisätty.',
  'attach.too-many': 'Vastauksessa voi olla enintään {max} liitettä.',
  'log.title': 'Lähetetty täältä',
  'log.empty': 'Ei vielä mitään.',
  'log.first-level': 'tikettiin',
  'log.level-unknown': 'taso tuntematon',
  'log.sub-reply': 'vastauksena vastaukseen #{parent}',
  'log.draft': ' · luonnos',
  'frame.images-left-out.one':
    '{count} ulkoinen kuva jätetään pois vastauksesta: se kertoisi lähettäjälle, milloin asiakas lukee sen.',
  'frame.images-left-out.other':
    '{count} ulkoista kuvaa jätetään pois vastauksesta: ne kertoisivat lähettäjälle, milloin asiakas lukee sen.',
};

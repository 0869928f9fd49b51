import type { connectionMessages as en } from '@/lib/i18n/en/connection';
import type { Translation } from '@/lib/i18n/format';

export const connectionMessages: Translation<typeof en> = {
  'step.failed': '{reason}',
  'step.broker.not-saved':
    'Tunnusvälittäjän URL-osoitetta ei ole vielä tallennettu: täytä se yllä ja paina Tallenna.',
  'step.broker.ok': 'Tunnusvälittäjä osoitteessa {origin} vastasi.',
  'step.signed-in.no':
    'Et ole kirjautunut tunnusvälittäjään. Kirjaudu siellä (työkalupalkin ikkuna avaa kirjautumissivun) ja testaa sitten uudelleen.',
  'step.signed-in.ok': 'Tunnusvälittäjä hyväksyi istuntosi.',
  'step.signed-in.as': 'Olet kirjautunut tunnusvälittäjään nimellä {name} <{email}>.',
  'step.token.ok': 'Käyttöoikeustunnus vastaanotettiin.',
  'step.token.minutes.one': 'Käyttöoikeustunnus vastaanotettiin. Se on voimassa noin {count} minuutin.',
  'step.token.minutes.other': 'Käyttöoikeustunnus vastaanotettiin. Se on voimassa noin {count} minuuttia.',
  'step.api.ok.one':
    'Ticket API osoitteessa {origin} hyväksyi tunnuksen ja listasi {count} ylätason kategorian.',
  'step.api.ok.other':
    'Ticket API osoitteessa {origin} hyväksyi tunnuksen ja listasi {count} ylätason kategoriaa.',
  'problem.unknown.of': '{resource} {id}: kenttä `{field}` oli {was}; näytetään tuntemattomana.',
  'problem.unknown': '{resource}: kenttä `{field}` oli {was}; näytetään tuntemattomana.',
  'problem.left-out': 'Yksi kohde ({resource}) jätettiin pois: kenttä `{field}` oli {was}.',
  'problem.left-out.under':
    'Yksi kohde ({resource}) kategoriassa {under} jätettiin pois: kenttä `{field}` oli {was}.',
  'problem.item-left-out': 'Yksi kohde ({resource}) jätettiin pois: alkio oli {was}.',
  'problem.item-left-out.under':
    'Yksi kohde ({resource}) kategoriassa {under} jätettiin pois: alkio oli {was}.',
  'problem.item.ticket': 'tiketti',
  'problem.item.reply': 'vastaus',
  'problem.item.category': 'kategoria',
  'problem.item.faq-instance': 'FAQ-instanssi',
  'problem.resource.ticket': 'Tiketti',
  'problem.resource.reply': 'Vastaus',
  'problem.resource.category': 'Kategoria',
  'problem.resource.faq-instance': 'FAQ-instanssi',
  'problem.got.missing': 'puuttuva',
  'problem.got.null': 'null',
  'problem.got.invalid': 'virheellinen',
  'problem.got.array': 'lista',
  'problem.got.object': 'objekti',
  'problem.got.type': 'tyyppiä {type}',
};

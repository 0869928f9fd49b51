import type { connectionMessages as en } from '@/lib/i18n/en/connection';
import type { Translation } from '@/lib/i18n/format';

export const connectionMessages: Translation<typeof en> = {
  'step.failed': '{reason}',
  'step.broker.not-saved':
    'Der er ikke gemt nogen URL til tokenmægleren endnu: udfyld den ovenfor, og tryk på Gem.',
  'step.broker.ok': 'Tokenmægleren på {origin} svarede.',
  'step.signed-in.no':
    'Du er ikke logget ind hos tokenmægleren. Log ind der (værktøjslinjens panel åbner loginsiden), og test igen.',
  'step.signed-in.ok': 'Tokenmægleren godkendte din session.',
  'step.signed-in.as': 'Du er logget ind hos tokenmægleren som {name} <{email}>.',
  'step.token.ok': 'Et adgangstoken blev modtaget.',
  'step.token.minutes.one': 'Et adgangstoken blev modtaget. Det gælder i cirka {count} minut.',
  'step.token.minutes.other': 'Et adgangstoken blev modtaget. Det gælder i cirka {count} minutter.',
  'step.api.ok.one': 'Ticket API på {origin} godkendte tokenet og viste {count} kategori på øverste niveau.',
  'step.api.ok.other':
    'Ticket API på {origin} godkendte tokenet og viste {count} kategorier på øverste niveau.',
  'problem.unknown.of': '{resource} {id}: feltet `{field}` var {was}; vist som ukendt.',
  'problem.unknown': '{resource}: feltet `{field}` var {was}; vist som ukendt.',
  'problem.left-out': 'En {resource} blev udeladt: feltet `{field}` var {was}.',
  'problem.left-out.under': 'En {resource} under kategori {under} blev udeladt: feltet `{field}` var {was}.',
  'problem.item-left-out': 'En {resource} blev udeladt: et element var {was}.',
  'problem.item-left-out.under': 'En {resource} under kategori {under} blev udeladt: et element var {was}.',
  'problem.item.ticket': 'sag',
  'problem.item.reply': 'svar',
  'problem.item.category': 'kategori',
  'problem.item.faq-instance': 'FAQ-instans',
  'problem.resource.ticket': 'Sag',
  'problem.resource.reply': 'Svar',
  'problem.resource.category': 'Kategori',
  'problem.resource.faq-instance': 'FAQ-instans',
  'problem.got.missing': 'manglende',
  'problem.got.null': 'null',
  'problem.got.invalid': 'ugyldig',
  'problem.got.array': 'en liste',
  'problem.got.object': 'et objekt',
  'problem.got.type': 'af typen {type}',
};

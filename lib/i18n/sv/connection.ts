import type { connectionMessages as en } from '@/lib/i18n/en/connection';
import type { Translation } from '@/lib/i18n/format';

export const connectionMessages: Translation<typeof en> = {
  'step.failed': '{reason}',
  'step.broker.not-saved': 'Ingen URL till tokenmäklaren är sparad än: fyll i den ovan och tryck på Spara.',
  'step.broker.ok': 'Tokenmäklaren på {origin} svarade.',
  'step.signed-in.no':
    'Du är inte inloggad hos tokenmäklaren. Logga in där (verktygsfältets ruta öppnar inloggningssidan) och testa sedan igen.',
  'step.signed-in.ok': 'Tokenmäklaren godkände din session.',
  'step.signed-in.as': 'Du är inloggad hos tokenmäklaren som {name} <{email}>.',
  'step.token.ok': 'En åtkomsttoken togs emot.',
  'step.token.minutes.one': 'En åtkomsttoken togs emot. Den gäller i ungefär {count} minut.',
  'step.token.minutes.other': 'En åtkomsttoken togs emot. Den gäller i ungefär {count} minuter.',
  'step.api.ok.one': 'Ticket API på {origin} godkände token och listade {count} kategori på översta nivån.',
  'step.api.ok.other':
    'Ticket API på {origin} godkände token och listade {count} kategorier på översta nivån.',
  'problem.unknown.of': '{resource} {id}: fältet `{field}` var {was}; visas som okänt.',
  'problem.unknown': '{resource}: fältet `{field}` var {was}; visas som okänt.',
  'problem.left-out': 'Ett objekt av typen {resource} utelämnades: fältet `{field}` var {was}.',
  'problem.left-out.under':
    'Ett objekt av typen {resource} under kategori {under} utelämnades: fältet `{field}` var {was}.',
  'problem.item-left-out': 'Ett objekt av typen {resource} utelämnades: ett element var {was}.',
  'problem.item-left-out.under':
    'Ett objekt av typen {resource} under kategori {under} utelämnades: ett element var {was}.',
  'problem.item.ticket': 'ärende',
  'problem.item.reply': 'svar',
  'problem.item.category': 'kategori',
  'problem.item.faq-instance': 'FAQ-instans',
  'problem.resource.ticket': 'Ärende',
  'problem.resource.reply': 'Svar',
  'problem.resource.category': 'Kategori',
  'problem.resource.faq-instance': 'FAQ-instans',
  'problem.got.missing': 'saknades',
  'problem.got.null': 'null',
  'problem.got.invalid': 'ogiltigt',
  'problem.got.array': 'en lista',
  'problem.got.object': 'ett objekt',
  'problem.got.type': 'av typen {type}',
};

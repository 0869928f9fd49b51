import type { settingsMessages as en } from '@/lib/i18n/en/settings';
import type { Translation } from '@/lib/i18n/format';

export const settingsMessages: Translation<typeof en> = {
  'pattern.has-space': '»{pattern}« indeholder et mellemrum; skriv ét mønster pr. linje.',
  'pattern.too-long': 'Et mønster må højst være {max} tegn langt.',
  'pattern.id-count': '»{pattern}« skal indeholde {marker} præcis én gang, der hvor sagsnummeret står.',
  'pattern.stacked-wildcards': '»{pattern}« har mere end én * i samme del af linket; brug én pr. del.',
  'pattern.too-vague': '»{pattern}« er for upræcist: tilføj den del af linket, der peger på sager.',
};

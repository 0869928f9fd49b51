import type { settingsMessages as en } from '@/lib/i18n/en/settings';
import type { Translation } from '@/lib/i18n/format';

export const settingsMessages: Translation<typeof en> = {
  'pattern.has-space': '«{pattern}» inneholder et mellomrom; skriv ett mønster per linje.',
  'pattern.too-long': 'Et mønster kan være på høyst {max} tegn.',
  'pattern.id-count': '«{pattern}» må inneholde {marker} nøyaktig én gang, der saksnummeret står.',
  'pattern.stacked-wildcards': '«{pattern}» har mer enn én * i samme del av lenken; bruk én per del.',
  'pattern.too-vague': '«{pattern}» er for vagt: ta med den delen av lenken som peker på saker.',
};

import type { launcherMessages as enLauncher } from '@/lib/i18n/en/popup';
import type { Translation } from '@/lib/i18n/format';

export const launcherMessages: Translation<typeof enLauncher> = {
  'row.no-title': '(ingen rubrik)',
  'row.replies.one': '{count} svar',
  'row.replies.other': '{count} svar',
};

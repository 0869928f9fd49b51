import type { launcherMessages as enLauncher } from '../en/popup';
import type { Translation } from '../format';

export const launcherMessages: Translation<typeof enLauncher> = {
  'row.no-title': '(uten tittel)',
  'row.replies.one': '{count} svar',
  'row.replies.other': '{count} svar',
};

import type { launcherMessages as enLauncher } from '../en/popup';
import type { Translation } from '../format';

export const launcherMessages: Translation<typeof enLauncher> = {
  'row.no-title': '(ei otsikkoa)',
  'row.replies.one': '{count} vastaus',
  'row.replies.other': '{count} vastausta',
};

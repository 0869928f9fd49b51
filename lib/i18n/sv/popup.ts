import type { launcherMessages as enLauncher, popupMessages as enPopup } from '../en/popup';
import type { Translation } from '../format';

export const popupMessages: Translation<typeof enPopup> = {};

export const launcherMessages: Translation<typeof enLauncher> = {
  'row.no-title': '(ingen rubrik)',
  'row.replies.one': '{count} svar',
  'row.replies.other': '{count} svar',
};

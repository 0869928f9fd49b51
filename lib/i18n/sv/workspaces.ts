import type { workspaceMessages as en } from '@/lib/i18n/en/workspaces';
import type { Translation } from '@/lib/i18n/format';

export const workspaceMessages: Translation<typeof en> = {
  'error.not-configured.workspace-gone':
    'Den här arbetsytan har tagits bort eller så har dess API ändrats i Inställningar. Välj en arbetsyta och öppna ärendet igen.',
  'error.bad-input.no-such-workspace': 'Den arbetsytan finns inte längre. Välj en i listan.',
  'workspace.switcher': 'Arbetsyta',
  'workspace.switch-failed': 'Arbetsytan byttes inte: {reason}',
  'workspace.unnamed': 'Arbetsyta {number}',
};

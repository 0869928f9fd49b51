import type { workspaceMessages as en } from '@/lib/i18n/en/workspaces';
import type { Translation } from '@/lib/i18n/format';

export const workspaceMessages: Translation<typeof en> = {
  'error.not-configured.workspace-gone':
    'Tämä työtila on poistettu tai sen API on muuttunut asetuksissa. Valitse työtila ja avaa tiketti uudelleen.',
  'error.bad-input.no-such-workspace': 'Tätä työtilaa ei enää ole. Valitse työtila luettelosta.',
  'workspace.switcher': 'Työtila',
  'workspace.switch-failed': 'Työtilaa ei vaihdettu: {reason}',
  'workspace.unnamed': 'Työtila {number}',
};

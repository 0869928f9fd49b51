import type { workspaceMessages as en } from '@/lib/i18n/en/workspaces';
import type { Translation } from '@/lib/i18n/format';

export const workspaceMessages: Translation<typeof en> = {
  'error.not-configured.workspace-gone':
    'Dette arbejdsområde er fjernet, eller dets API er ændret i Indstillinger. Vælg et arbejdsområde, og åbn sagen igen.',
  'error.bad-input.no-such-workspace': 'Det arbejdsområde findes ikke længere. Vælg et på listen.',
  'workspace.switcher': 'Arbejdsområde',
  'workspace.switch-failed': 'Arbejdsområdet blev ikke skiftet: {reason}',
  'workspace.unnamed': 'Arbejdsområde {number}',
};

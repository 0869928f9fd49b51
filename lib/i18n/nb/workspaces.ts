import type { workspaceMessages as en } from '@/lib/i18n/en/workspaces';
import type { Translation } from '@/lib/i18n/format';

export const workspaceMessages: Translation<typeof en> = {
  'error.not-configured.workspace-gone':
    'Dette arbeidsområdet er fjernet, eller API-et er endret i Innstillinger. Velg et arbeidsområde og åpne saken på nytt.',
  'error.bad-input.no-such-workspace': 'Dette arbeidsområdet finnes ikke lenger. Velg et fra listen.',
  'workspace.switcher': 'Arbeidsområde',
  'workspace.switch-failed': 'Arbeidsområdet ble ikke byttet: {reason}',
  'workspace.unnamed': 'Arbeidsområde {number}',
};

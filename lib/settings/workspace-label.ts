import { t } from '@/lib/i18n/format';
import type { Workspace } from '@/lib/settings/workspace';

/** The name the switcher and Options show: its own, else "Workspace 2". */
export const workspaceLabel = (w: Pick<Workspace, 'name'>, index: number) =>
  w.name.trim() || t('workspace.unnamed', { number: index + 1 });

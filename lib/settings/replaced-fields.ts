import { listOf, type MessageKey, t } from '@/lib/i18n/format';
import type { Settings } from '@/lib/settings/read';
import { PREFERENCE_NAMES, wordsOf } from './preferences';
import type { Notice } from './settings-model';
import { workspaceLabel } from './workspace-label';

/** The label of each setting, as Options shows it (one catalog key per label). */
const LABELS: Record<string, MessageKey> = {
  ...Object.fromEntries(PREFERENCE_NAMES.map((name) => [name, wordsOf(name).label])),
  name: 'workspaces.name',
  brokerUrl: 'workspaces.field.broker',
  apiBaseUrl: 'workspaces.field.api',
  authorEmail: 'workspaces.field.author',
  linkPatterns: 'workspaces.field.patterns',
  inboxLink: 'workspaces.field.inbox',
  signature: 'workspaces.field.signature',
  addSignature: 'workspaces.field.signature',
};

/** `<workspace id>.<field>` or a preference, as the agent reads it: "Theme", "Second desk: API base URL". */
function nameOf(name: string, settings: Settings): string {
  const [first = '', field] = name.split('.');
  const label = LABELS[field ?? first];
  const index = settings.workspaces.findIndex((w) => w.id === first);
  const workspace = settings.workspaces[index];
  const place = workspace && settings.workspaces.length > 1 ? workspaceLabel(workspace, index) : '';
  const what = label ? t(label) : workspace ? workspaceLabel(workspace, index) : first;
  return place && label ? `${place}: ${what}` : what;
}

/**
 * What a Save says when another page (another Options tab) had changed one of the same fields
 * since this one loaded: the agent's value replaced the newer one, and the agent is told which.
 */
export function replacedNotice(replaced: string[], settings: Settings): Notice {
  const fields = listOf([...new Set(replaced.map((name) => nameOf(name, settings)))]);
  return { kind: 'warning', message: { key: 'options.notice.replaced', params: { fields } } };
}

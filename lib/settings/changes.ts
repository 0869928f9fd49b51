import { sameValue } from '@/lib/same-value';
import { PREFERENCE_NAMES, type PreferenceName } from './preferences';
import type { Settings } from './types';
import type { Workspace } from './workspace';

// A page's edit of the settings travels as field changes, each with the value the page started
// from: the worker applies them to the settings as they are now (lib/settings/worker/apply-changes.ts).
// Two Options tabs that edit different fields both keep their edit; where the stored value moved
// since the page read it, the later change still wins and the answer names that field, so the page
// can say it replaced a newer value. Pure: the page and the worker share it.

/** The fields of a workspace the agent edits (the id never changes). */
export const WORKSPACE_FIELDS = [
  'name',
  'brokerUrl',
  'apiBaseUrl',
  'authorEmail',
  'linkPatterns',
  'signature',
  'addSignature',
  'inboxLink',
] as const satisfies readonly (keyof Workspace)[];
type WorkspaceField = (typeof WORKSPACE_FIELDS)[number];

/**
 * `{ preference }`, `{ workspace, field }` or a whole workspace (`{ workspace }`: added when `from`
 * is absent, removed when `to` is). Absent values are undefined.
 */
export type SettingsChange =
  | { preference: PreferenceName; from?: unknown; to?: unknown }
  | { workspace: string; field?: WorkspaceField; from?: unknown; to?: unknown };

/** The agent's own workspaces: the organisation's are never stored or edited here. */
const own = (settings: Settings) => settings.workspaces.filter((w) => !w.managed);

/** What changed from `base` to `next`, field by field (the active workspace is not a setting here). */
export function diffSettings(base: Settings, next: Settings): SettingsChange[] {
  const changes: SettingsChange[] = [];
  for (const preference of PREFERENCE_NAMES) {
    if (!sameValue(base[preference], next[preference]))
      changes.push({ preference, from: base[preference], to: next[preference] });
  }
  const before = new Map(own(base).map((w) => [w.id, w]));
  for (const workspace of own(next)) {
    const old = before.get(workspace.id);
    if (!old) changes.push({ workspace: workspace.id, to: workspace });
    else
      for (const field of WORKSPACE_FIELDS)
        if (!sameValue(old[field], workspace[field]))
          changes.push({ workspace: workspace.id, field, from: old[field], to: workspace[field] });
    before.delete(workspace.id);
  }
  for (const gone of before.values()) changes.push({ workspace: gone.id, from: gone });
  return changes;
}

/** The workspace with `field` set (removed when undefined: storage keeps no undefined values). */
function withField(workspace: Workspace, field: WorkspaceField, value: unknown): Workspace {
  const next = { ...workspace, [field]: value };
  if (value === undefined) delete next[field];
  return next;
}

function storedValue(settings: Settings, change: SettingsChange): unknown {
  if ('preference' in change) return settings[change.preference];
  const workspace = settings.workspaces.find((w) => w.id === change.workspace);
  return change.field ? workspace?.[change.field] : workspace;
}

/** The name of a change, as the answer lists the replaced ones: `theme`, `<id>.brokerUrl`, `<id>`. */
const changeName = (change: SettingsChange) =>
  'preference' in change ? change.preference : [change.workspace, change.field].filter(Boolean).join('.');

/**
 * `changes` applied to `current`; `replaced` names those whose stored value had moved since the
 * page read it (to something else than what it now asks for). Null when a change names a
 * workspace that is not there (removed meanwhile): nothing is applied.
 */
export function applyChanges(
  current: Settings,
  changes: readonly SettingsChange[],
): { settings: Settings; replaced: string[] } | null {
  let workspaces = [...current.workspaces];
  let settings: Settings = current;
  const replaced: string[] = [];
  for (const change of changes) {
    const now = storedValue(current, change);
    if (!sameValue(now, change.from) && !sameValue(now, change.to)) replaced.push(changeName(change));
    if ('preference' in change) {
      settings = { ...settings, [change.preference]: change.to };
      // Absent: read as its default (lib/settings/items.ts).
      if (change.to === undefined) delete (settings as Partial<Settings>)[change.preference];
      continue;
    }
    const index = workspaces.findIndex((w) => w.id === change.workspace);
    const found = workspaces[index];
    if (!change.field) {
      if (change.to === undefined) workspaces = workspaces.filter((w) => w.id !== change.workspace);
      else if (found) workspaces[index] = change.to as Workspace;
      else workspaces.push(change.to as Workspace);
    } else if (!found) return null;
    else workspaces[index] = withField(found, change.field, change.to);
  }
  return { settings: { ...settings, workspaces }, replaced };
}

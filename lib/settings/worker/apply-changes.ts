import { SidedeskError } from '@/lib/api/errors';
import { applyChanges, type SettingsChange } from '@/lib/settings/changes';
import { isServiceUrl } from '@/lib/settings/managed';
import { PREFERENCE_NAMES, PREFERENCES, type PreferenceRule } from '@/lib/settings/preferences';
import { resolveSettings } from '@/lib/settings/resolve';
import type { Settings } from '@/lib/settings/types';
import { z } from '@/lib/zod';
import { changeStored, noSuchWorkspace } from './store';

// `changeSettings`: the one way the settings change. The page has checked the fields and worded
// its errors; the worker checks again what it stores (shapes, lengths, https addresses), so no page
// can store settings the rest of the extension cannot use.

const text = (max: number) => z.string().check(z.maxLength(max));
/** Empty (a workspace not set up yet), or an https address (http only on this computer). */
const address = z.string().check(z.refine((value) => value === '' || isServiceUrl(value)));
const workspaceSchema = z.strictObject({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)),
  name: text(100),
  brokerUrl: address,
  apiBaseUrl: address,
  authorEmail: text(254),
  linkPatterns: z.array(text(500)).check(z.maxLength(20)),
  signature: z.optional(text(10_000)),
  addSignature: z.optional(z.boolean()),
  inboxLink: z.optional(text(2_000)),
});
/** A preference as its declaration allows it (absent: its default). */
const preferenceSchema = (rule: PreferenceRule) =>
  z.optional(
    'min' in rule
      ? z.int().check(z.minimum(rule.min), z.maximum(rule.max))
      : 'choices' in rule
        ? z.enum(rule.choices as [string, ...string[]])
        : z.boolean(),
  );
const settingsSchema = z.strictObject({
  workspaces: z.array(workspaceSchema).check(z.minLength(1), z.maxLength(50)),
  activeWorkspaceId: z.string(),
  ...Object.fromEntries(PREFERENCE_NAMES.map((name) => [name, preferenceSchema(PREFERENCES[name])])),
});

const refused = () => new SidedeskError('bad-input', { reason: 'error.bad-input.refused-request' });

/**
 * Applies a page's changes to the settings as they are now, in one serialized step with every
 * other change of the settings and the view; answers the resolved settings and the changes that
 * replaced a newer value (see lib/settings/changes.ts).
 */
export function changeSettings(
  changes: readonly SettingsChange[],
): Promise<{ settings: Settings; replaced: string[] }> {
  return changeStored(({ settings, managed, view }) => {
    for (const change of changes) {
      if (!('workspace' in change)) continue;
      // The organisation's workspaces are not the agent's to edit; a workspace is removed with its
      // data (`forgetWorkspace`); a new one only where the policy allows the agent's own.
      if (managed.workspaces.some((w) => w.id === change.workspace)) throw refused();
      if (!change.field && change.to === undefined) throw refused();
      if (!change.field && change.from === undefined && !managed.allowAgentWorkspaces) throw refused();
    }
    const applied = applyChanges(settings, changes);
    if (!applied) throw noSuchWorkspace();
    if (!settingsSchema.safeParse(applied.settings).success) throw refused();
    return {
      next: { settings: applied.settings },
      answer: { settings: resolveSettings(applied.settings, managed, view), replaced: applied.replaced },
    };
  });
}

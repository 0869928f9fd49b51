import { browser } from 'wxt/browser';
import { reported } from '@/lib/diagnostics/report';
import { originPattern } from '@/lib/host-pattern';
import { listOf } from '@/lib/i18n/format';
import type { Workspace } from '@/lib/settings/workspace';

// Host access is granted at run time for exactly the configured broker and API origins
// (optional host permissions), and given back when an origin is no longer configured.

/** The part of `browser.permissions` used here, so tests can pass a fake. */
export interface PermissionsApi {
  request(permissions: { origins?: string[]; permissions?: string[] }): Promise<boolean>;
  remove(permissions: { origins?: string[]; permissions?: string[] }): Promise<boolean>;
  contains(permissions: { origins?: string[]; permissions?: string[] }): Promise<boolean>;
  getAll(): Promise<{ origins?: string[]; permissions?: string[] }>;
}

export const browserPermissions = (): PermissionsApi => browser.permissions as unknown as PermissionsApi;

/** `https://broker.example.com/*` (no port) for each configured service, without duplicates. */
export function originPatterns(settings: Pick<Workspace, 'brokerUrl' | 'apiBaseUrl'>): string[] {
  const patterns = [settings.brokerUrl, settings.apiBaseUrl].map(originPattern);
  return [...new Set(patterns)];
}

/** The hosts of access patterns as a list the language's way ("a and b", "a ja b"). */
export const hostsOf = (patterns: string[]) => listOf(patterns.map((p) => p.replace(/\/\*$/, '')));

/** Host patterns the manifest grants at install (the sandbox build's loopback): never removable. */
function declaredHostPatterns(): string[] {
  try {
    return (browser.runtime.getManifest() as { host_permissions?: string[] }).host_permissions ?? [];
  } catch {
    return []; // no manifest to read (unit tests)
  }
}

/** Gives back access to origins that are no longer configured; returns what was removed. */
export async function removeStaleAccess(
  keep: string[],
  permissions: PermissionsApi = browserPermissions(),
): Promise<string[]> {
  const declared = declaredHostPatterns();
  const { origins = [] } = await permissions.getAll();
  const stale = origins.filter((origin) => !keep.includes(origin) && !declared.includes(origin));
  if (stale.length) await permissions.remove({ origins: stale }).catch(reported('host-access/remove', false));
  return stale;
}

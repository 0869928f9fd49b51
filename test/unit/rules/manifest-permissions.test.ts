import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Builds the RELEASE extension (not the sandbox build, which may declare loopback access) and
// checks what it asks the browser for. Every permission is a promise to the agents and to the
// store reviewers; security.md lists the allowed ones.

const HOW_TO_FIX =
  'Sidedesk may only ask for the permissions listed in shared/docs/security.md ("Permissions"). ' +
  'If a feature truly needs more, discuss it in review, update security.md and the allowed list in ' +
  'test/unit/rules/manifest-permissions.test.ts in the same change; otherwise remove it from wxt.config.ts.';

/** The whole allowed surface of the release build, per browser. */
const ALLOWED = {
  chrome: {
    permissions: ['activeTab', 'alarms', 'contextMenus', 'sidePanel', 'storage'],
    optional_permissions: ['notifications'],
    host_permissions: [],
    // Requested at run time for exactly the configured broker and API origins, never granted at install.
    optional_host_permissions: ['http://127.0.0.1/*', 'http://localhost/*', 'https://*/*'],
  },
  firefox: {
    // Firefox opens the panel through sidebar_action, which needs no permission.
    permissions: ['activeTab', 'alarms', 'contextMenus', 'storage'],
    optional_permissions: ['notifications'],
    host_permissions: [],
    // MV3 in Firefox too: the same run-time origins as Chrome.
    optional_host_permissions: ['http://127.0.0.1/*', 'http://localhost/*', 'https://*/*'],
  },
};

const NEVER = [
  '<all_urls>',
  '*://*/*',
  'http://*/*',
  'tabs',
  'scripting',
  'cookies',
  'webRequest',
  'debugger',
  'history',
];

type Manifest = Record<string, unknown>;
const root = resolve(__dirname, '../../..');
let outDir = '';
const manifests: Record<'chrome' | 'firefox', Manifest> = { chrome: {}, firefox: {} };

function build(browser: 'chrome' | 'firefox'): Manifest {
  execFileSync(join(root, 'node_modules/.bin/wxt'), ['build', '-b', browser], {
    cwd: root,
    env: { ...process.env, WXT_OUT_DIR: outDir, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
  const dir = `${browser}-mv3`;
  return JSON.parse(readFileSync(join(outDir, dir, 'manifest.json'), 'utf8'));
}

const list = (value: unknown) => (Array.isArray(value) ? [...value].map(String).sort() : []);

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'sidedesk-manifest-'));
  manifests.chrome = build('chrome');
  manifests.firefox = build('firefox');
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe.each(['chrome', 'firefox'] as const)('release manifest (%s)', (browser) => {
  it('asks for exactly the allowed permissions and host permissions', () => {
    const manifest = manifests[browser];
    const snapshot = {
      permissions: list(manifest.permissions),
      optional_permissions: list(manifest.optional_permissions),
      host_permissions: list(manifest.host_permissions),
      optional_host_permissions: list(manifest.optional_host_permissions),
    };
    expect(snapshot, HOW_TO_FIX).toEqual(ALLOWED[browser]);
  });

  it('never asks for broad access, even optionally', () => {
    const manifest = manifests[browser];
    const asked = [
      manifest.permissions,
      manifest.optional_permissions,
      manifest.host_permissions,
      manifest.optional_host_permissions,
    ].flatMap(list);
    expect(
      asked.filter((p) => NEVER.includes(p)),
      HOW_TO_FIX,
    ).toEqual([]);
  });

  it('has no content scripts, no web-accessible resources and accepts no outside messages', () => {
    const manifest = manifests[browser];
    const fix =
      'Sidedesk reads pages only through the context menu (security.md, "Messages"): no content scripts, ' +
      'no web-accessible resources, and externally_connectable must allow no one.';
    expect(manifest.content_scripts, fix).toBeUndefined();
    expect(manifest.web_accessible_resources, fix).toBeUndefined();
    expect((manifest.externally_connectable ?? { ids: [] }) as unknown, fix).toEqual({ ids: [] });
  });

  it('keeps the strict page CSP', () => {
    const policy = manifests[browser].content_security_policy as string | Record<string, string> | undefined;
    const pages = typeof policy === 'string' ? policy : (policy?.extension_pages ?? '');
    const fix = "Keep the extension CSP at script-src 'self'; object-src 'none' (security.md, \"Pages\").";
    expect(pages, fix).toContain("script-src 'self'");
    expect(pages, fix).toContain("object-src 'none'");
    expect(pages, fix).not.toMatch(/unsafe-eval|unsafe-inline/);
    // The sanitizer's sandbox page: its own script only, no eval; on* attributes may be parsed.
    const sandbox = typeof policy === 'string' ? undefined : policy?.sandbox;
    if (sandbox !== undefined) {
      expect(sandbox, fix).toContain("script-src 'self';");
      expect(sandbox, fix).not.toMatch(/unsafe-eval|script-src [^;]*unsafe-inline/);
    }
  });
});

it('Firefox ships MV3 with no sandbox pages or sandbox CSP (it has neither; web-ext lint flags the CSP)', () => {
  const fix =
    'Firefox gets MV3 (wxt.config.ts manifestVersion) and no sandbox: drop them for browser === "firefox".';
  const firefox = manifests.firefox;
  expect(firefox.manifest_version, fix).toBe(3);
  expect(firefox.sandbox, fix).toBeUndefined();
  expect((firefox.content_security_policy as Record<string, string>).sandbox, fix).toBeUndefined();
});

it('the release build carries no sandbox key or loopback grant', () => {
  const fix =
    'The fixed key and loopback host access belong to the sandbox build only (wxt.config.ts, mode "sandbox").';
  expect(manifests.chrome.key, fix).toBeUndefined();
  expect(manifests.chrome.host_permissions, fix).toBeUndefined();
});

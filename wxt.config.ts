import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { deferAppModules, firstPaintAssets, PAINT_SCRIPT } from './lib/first-paint/build-script';
import { catalogAssets } from './lib/i18n/build-assets';

// The sandbox build talks to the local sandbox and broker on loopback, so it may declare loopback
// host access and a fixed key (a stable extension id the reference broker allow-lists). Release
// builds declare no host access at all: the agent grants the configured origins at run time.
const SANDBOX_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAyjrASnVs1ehNml9J6XsY51gmdf0AeixoR9UTViBTwGJvkiA5ikn/YvWfgEXXdPwQobJmWQcwdiDIipQ4IhJN22T303/fqaACi0hdoD2aDQq6/6euH1UzTCSuPWiO5gZn/JQGfPvB9nyn6ZuOWuiD3pzW+q8RGX1yE/5ZcCqxEkIyS7pn7J/4pMfq4F9BFsfX3SgGZ7AGS5tI4NIO4rw4nOgzjiP4kfKmkfCm86Qb2E+2tmVMCVfIaT5UaXrZArab0eYZ0lpcypPqDn/HWKBm5EmGqgEAL/dMTN+ogbMg4Kkf0+hqBWYUP51BL3DrM71/KP7EV2tu1OGzfFKLfQbRhQIDAQAB';

export default defineConfig({
  // Separate output folders let several builds (and test runs) coexist on one machine.
  outDir: process.env.WXT_OUT_DIR ?? '.output',
  // Firefox ships as MV3 too (docs/firefox.md): one manifest shape for both browsers, an event
  // page whose lifecycle matches Chrome's worker, host access optional at run time in both.
  manifestVersion: 3,
  // No auto-imports: every module names what it uses, so nothing (WXT's storage, say) slips into
  // a page's bundle through an identifier that was never imported.
  imports: false,
  // No modulepreload polyfill: Chrome and Firefox support modulepreload. The preload links stay,
  // so a page's shared chunks load beside its script, not after it. What a lazy chunk imports is
  // not preloaded (only its CSS): the page would carry the list of every lazy chunk's imports
  // before its first paint, to save reading a file or two of the extension's own when one loads.
  // The popup's modules are started by its first-paint script (lib/first-paint/start-app.ts).
  vite: () => ({
    plugins: [preact(), deferAppModules()],
    build: {
      // Rolldown's note that plugins took most of a build's time comes on any loaded machine and
      // reads like a fault to whoever runs `npm start`; the bench measures what matters.
      rolldownOptions: { checks: { bundlerTimings: false } },
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
    },
  }),
  hooks: {
    // The other languages' catalogs and the manifest's _locales, made from lib/i18n at build, and
    // the popup's first-paint script (lib/first-paint/build-script.ts).
    'build:publicAssets': async (_wxt, files) => {
      files.push(...(await catalogAssets()), ...(await firstPaintAssets()));
    },
    'prepare:publicPaths': async (_wxt, paths) => {
      paths.push(...(await catalogAssets()).map((file) => file.relativeDest), PAINT_SCRIPT);
    },
    // `entrypoints/blank.html` is the benchmark's baseline, an empty extension page (test/bench):
    // it ships in the sandbox build only, never in a release.
    'entrypoints:resolved': (wxt, entrypoints) => {
      const blank = entrypoints.findIndex((entry) => entry.name === 'blank');
      if (wxt.config.mode !== 'sandbox' && blank >= 0) entrypoints.splice(blank, 1);
    },
  },
  manifest: ({ mode, manifestVersion, browser }) => {
    const sandbox = mode === 'sandbox';
    // Firefox MV2 has no optional_host_permissions (WXT drops the key): the configured origins can
    // only be requested at run time when they are listed in optional_permissions.
    const mv2 = manifestVersion === 2;
    const runtimeOrigins = ['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*'];
    // One SVG source, PNGs made by `npm run icons` (test/screenshots/icons.ts).
    const icons = Object.fromEntries([16, 32, 48, 96, 128].map((size) => [size, `icon/${size}.png`]));
    return {
      // Words in the browser's language, from lib/i18n (build-assets.ts writes _locales).
      name: sandbox ? '__MSG_extNameSandbox__' : '__MSG_extName__',
      description: '__MSG_extDescription__',
      default_locale: 'en',
      icons,
      [mv2 ? 'browser_action' : 'action']: { default_icon: { 16: icons[16], 32: icons[32] } },
      // Firefox has sidebar_action (WXT derives it from the side panel) and no sidePanel permission.
      // activeTab: the popup reads the address and title of the tab it was opened over ("On this
      // page"), only after the agent's click, never every tab's.
      permissions: [
        'storage',
        'contextMenus',
        'alarms',
        'activeTab',
        ...(browser === 'firefox' ? [] : ['sidePanel']),
      ],
      ...(browser === 'firefox'
        ? {
            browser_specific_settings: {
              gecko: { id: 'sidedesk@sidedesk.dev', data_collection_permissions: { required: ['none'] } },
            },
          }
        : {}),
      optional_permissions: mv2 ? ['notifications', ...runtimeOrigins] : ['notifications'],
      optional_host_permissions: runtimeOrigins,
      // The fixed key gives Chrome a stable id; Firefox ignores `key` (its id is the gecko id).
      ...(sandbox ? { host_permissions: ['http://127.0.0.1/*'] } : {}),
      ...(sandbox && browser !== 'firefox' ? { key: SANDBOX_KEY } : {}),
      externally_connectable: { ids: [] },
      // Workspaces an administrator pushes by policy (lib/settings/managed.ts, docs/managed-setup.md).
      // Firefox reads its policies.json `3rdparty` section without a schema in the manifest.
      ...(browser === 'firefox' ? {} : { storage: { managed_schema: 'managed_schema.json' } }),
      content_security_policy: {
        extension_pages: "script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
        // The sanitizer page (entrypoints/sanitizer.sandbox) parses hostile HTML: it runs only its
        // own script, no eval, connects nowhere (Chrome's default sandbox policy allows eval and
        // inline scripts). Blink checks the CSP when it merely parses an on* or style attribute,
        // even into DOMParser's inert document (scripting off, nothing rendered or loaded), so
        // attributes are allowed here (dropping that fills the console with a report per hostile
        // handler DOMPurify parses, none of which runs), and so are inline styles (Blink checks <style> and style=""
        // of the parsed hostile HTML too; with default-src 'none' their url()s still load nothing).
        // No base-uri: a hostile <base> parsed there would be reported. Everything else starts
        // from default-src 'none': no fonts, frames, stylesheets or connections, and only `data:`
        // images, which the sanitized document may hold and the page lays out to measure its height
        // (the measuring frame inherits this policy). No handler reaches a live document here:
        // measuring strips every on* attribute before it moves nodes in (lib/html/sanitize.ts).
        // Firefox has no sandbox pages and lints this key as remote code (MANIFEST_CSP): Chrome only.
        // Its side panel sanitizes in the page (lib/html/sanitizer.ts); the unused
        // sanitizer.html stays in its build, since the generated page types are shared.
        ...(browser === 'firefox'
          ? {}
          : {
              sandbox:
                "sandbox allow-scripts; default-src 'none'; script-src 'self'; script-src-attr 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; form-action 'none'",
            }),
      },
      commands: {
        [mv2 ? '_execute_browser_action' : '_execute_action']: {
          suggested_key: { default: 'Alt+Shift+S' },
          description: '__MSG_cmdOpenPopup__',
        },
        'open-side-panel': {
          suggested_key: { default: 'Alt+Shift+D' },
          description: '__MSG_cmdOpenPanel__',
        },
      },
    };
  },
});

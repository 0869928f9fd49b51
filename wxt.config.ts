import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

// The sandbox build talks to the local sandbox and broker on loopback, so it may declare loopback
// host access and a fixed key (a stable extension id the reference broker allow-lists). Release
// builds declare no host access at all: the agent grants the configured origins at run time.
const SANDBOX_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAyjrASnVs1ehNml9J6XsY51gmdf0AeixoR9UTViBTwGJvkiA5ikn/YvWfgEXXdPwQobJmWQcwdiDIipQ4IhJN22T303/fqaACi0hdoD2aDQq6/6euH1UzTCSuPWiO5gZn/JQGfPvB9nyn6ZuOWuiD3pzW+q8RGX1yE/5ZcCqxEkIyS7pn7J/4pMfq4F9BFsfX3SgGZ7AGS5tI4NIO4rw4nOgzjiP4kfKmkfCm86Qb2E+2tmVMCVfIaT5UaXrZArab0eYZ0lpcypPqDn/HWKBm5EmGqgEAL/dMTN+ogbMg4Kkf0+hqBWYUP51BL3DrM71/KP7EV2tu1OGzfFKLfQbRhQIDAQAB';

export default defineConfig({
  // Separate output folders let several builds (and test runs) coexist on one machine.
  outDir: process.env.WXT_OUT_DIR ?? '.output',
  vite: () => ({ plugins: [preact()] }),
  manifest: ({ mode }) => {
    const sandbox = mode === 'sandbox';
    return {
      name: sandbox ? 'Sidedesk (sandbox)' : 'Sidedesk',
      description: 'Look up, reply to and draft helpdesk tickets from the toolbar and side panel.',
      permissions: ['storage', 'contextMenus', 'sidePanel', 'alarms'],
      optional_permissions: ['notifications'],
      optional_host_permissions: ['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*'],
      ...(sandbox ? { host_permissions: ['http://127.0.0.1/*'], key: SANDBOX_KEY } : {}),
      externally_connectable: { ids: [] },
      content_security_policy: {
        extension_pages: "script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
      },
      commands: {
        _execute_action: { suggested_key: { default: 'Alt+Shift+S' }, description: 'Open Sidedesk' },
        'open-side-panel': {
          suggested_key: { default: 'Alt+Shift+D' },
          description: 'Open the side panel on the last ticket',
        },
      },
    };
  },
});

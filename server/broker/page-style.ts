import { createHash } from 'node:crypto';

/**
 * The product's look (components/theme.css palette) for the broker's pages, light or dark as the
 * system says. Inline, allowed by its hash: the CSP still forbids every other style and all script.
 */
export const PAGE_STYLE = `
:root{color-scheme:light dark;--bg:light-dark(#f4f6f9,#16181d);--card:light-dark(#fff,#1f232a);--fg:light-dark(#1d2330,#e7e9ee);--muted:light-dark(#5a6272,#a3aab8);--border:light-dark(#d5d9e0,#363b46);--field:light-dark(#8a919e,#6e7686);--accent:light-dark(#1f5fd1,#8ab4ff);--on-accent:light-dark(#fff,#0d1b33);--danger:light-dark(#b3261e,#ff8a80);--ok:light-dark(#1e7d32,#81c995);font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);padding:24px}
main{width:100%;max-width:380px;background:var(--card);border:1px solid var(--border);border-radius:12px;padding:28px}
header{margin-bottom:20px}
.brand{display:flex;align-items:center;gap:8px;font-weight:600;color:var(--accent)}
.brand svg{width:22px;height:22px}
.team{margin:2px 0 0;color:var(--muted);font-size:13px}
h1{font-size:22px;margin:16px 0 4px}
label{display:block;font-weight:500;margin-bottom:4px}
input{width:100%;font:inherit;color:inherit;padding:8px 10px;border:1px solid var(--field);border-radius:6px;background:var(--card)}
form p{margin:0 0 14px}
button{font:inherit;font-weight:600;padding:9px 16px;border:0;border-radius:6px;background:var(--accent);color:var(--on-accent);cursor:pointer;width:100%}
form.inline button{width:auto;background:transparent;color:var(--accent);border:1px solid var(--field)}
:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
[role=alert]{color:var(--danger)}
[role=status]{color:var(--ok)}
a{color:var(--accent)}
`;

export const PAGE_STYLE_HASH = `sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}`;

/** The mark beside the name: a speech bubble, drawn inline (no request, nothing to allow). */
export const LOGO =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"/></svg>';

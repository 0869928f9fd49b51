import type { Agent } from '../../lib/api/schemas';
import { escapeHtml } from '../shared/html';
import { LOGO, PAGE_STYLE, PAGE_STYLE_HASH } from './page-style';

/** No script, only its own style, nowhere to post but here, no framing (clickjacking of the form). */
export const PAGE_SECURITY_HEADERS = {
  'Content-Security-Policy': `default-src 'none'; style-src '${PAGE_STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'X-Frame-Options': 'DENY',
  // same-origin, not no-referrer: with no-referrer the browser sends `Origin: null` on the sign-in
  // form POST, and the login-CSRF check could not tell it from a foreign page.
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
} as const;

/** Which team's broker this is, shown on every page. */
export interface PageContext {
  teamName: string;
  host: string;
}

function page(context: PageContext, title: string, body: string): string {
  const team = escapeHtml(context.teamName);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escapeHtml(title)} · ${team} · Sidedesk</title><style>${PAGE_STYLE}</style></head>
<body><main>
<header><div class="brand">${LOGO}Sidedesk</div><p class="team">Token broker of ${team} · ${escapeHtml(context.host)}</p></header>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>`;
}

const signOutForm = `<form class="inline" method="post" action="sign-out"><button type="submit">Sign out</button></form>`;

export function signInPage(
  context: PageContext,
  options: { error?: string; email?: string; signedInAs?: Agent } = {},
): string {
  const { error, email, signedInAs } = options;
  const status = signedInAs ? `<p>Signed in as ${escapeHtml(signedInAs.name)}.</p>${signOutForm}` : '';
  const alert = error ? `<p role="alert" id="sign-in-error">${escapeHtml(error)}</p>` : '';
  const describedBy = error ? ' aria-describedby="sign-in-error"' : '';
  return page(
    context,
    'Sign in',
    `${status}${alert}
<form method="post" action="sign-in">
<p><label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}"${describedBy}></p>
<p><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}></p>
<p><button type="submit">Sign in</button></p>
</form>`,
  );
}

export function signedInPage(context: PageContext, agent: Agent): string {
  return page(
    context,
    'Signed in',
    `<p role="status">Signed in as ${escapeHtml(agent.name)} (${escapeHtml(agent.email)}), you can close this tab.</p>${signOutForm}`,
  );
}

export function signedOutPage(context: PageContext): string {
  return page(
    context,
    'Signed out',
    `<p role="status">You are signed out.</p><p><a href="sign-in">Sign in again</a></p>`,
  );
}

export function messagePage(context: PageContext, title: string, message: string): string {
  return page(
    context,
    title,
    `<p role="alert">${escapeHtml(message)}</p><p><a href="sign-in">Back to sign-in</a></p>`,
  );
}

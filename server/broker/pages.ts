import type { Agent } from '../../lib/api/schemas';
import { escapeHtml } from '../shared/html';

/** No script, no style, nowhere to post but here, no framing (clickjacking of the form). */
export const PAGE_SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  // same-origin, not no-referrer: with no-referrer the browser sends `Origin: null` on the sign-in
  // form POST, and the login-CSRF check could not tell it from a foreign page.
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
} as const;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Sidedesk broker</title></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>`;
}

const signOutForm = `<form method="post" action="sign-out"><button type="submit">Sign out</button></form>`;

export function signInPage(options: { error?: string; email?: string; signedInAs?: Agent } = {}): string {
  const { error, email, signedInAs } = options;
  const status = signedInAs ? `<p>Signed in as ${escapeHtml(signedInAs.name)}.</p>${signOutForm}` : '';
  const alert = error ? `<p role="alert" id="sign-in-error">${escapeHtml(error)}</p>` : '';
  const describedBy = error ? ' aria-describedby="sign-in-error"' : '';
  return page(
    'Sign in',
    `${status}${alert}
<form method="post" action="sign-in">
<p><label for="email">E-mail</label><br><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}"${describedBy}></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}></p>
<p><button type="submit">Sign in</button></p>
</form>`,
  );
}

export function signedInPage(agent: Agent): string {
  return page(
    'Signed in',
    `<p role="status">Signed in as ${escapeHtml(agent.name)} (${escapeHtml(agent.email)}), you can close this tab.</p>${signOutForm}`,
  );
}

export function signedOutPage(): string {
  return page(
    'Signed out',
    `<p role="status">You are signed out.</p><p><a href="sign-in">Sign in again</a></p>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(
    title,
    `<p role="alert">${escapeHtml(message)}</p><p><a href="sign-in">Back to sign-in</a></p>`,
  );
}

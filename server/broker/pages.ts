import type { Agent } from '../../lib/api/schemas';
import type { Language } from '../../lib/i18n/language-tag';
import { escapeHtml } from '../shared/html';
import { LOGO, PAGE_STYLE, PAGE_STYLE_HASH } from './page-style';
import { fill, type PageWords } from './page-words';

/** No script, only its own style, nowhere to post but here, no framing (clickjacking of the form). */
export const PAGE_SECURITY_HEADERS = {
  'Content-Security-Policy': `default-src 'none'; style-src '${PAGE_STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'X-Frame-Options': 'DENY',
  // same-origin, not no-referrer: with no-referrer the browser sends `Origin: null` on the sign-in
  // form POST, and the login-CSRF check could not tell it from a foreign page.
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
} as const;

/** Which team's broker this is, shown on every page, and the language the browser prefers. */
export interface PageContext {
  teamName: string;
  host: string;
  language: Language;
  words: PageWords;
}

function page(context: PageContext, title: string, body: string): string {
  const team = escapeHtml(context.teamName);
  const brokerOf = escapeHtml(fill(context.words.tokenBrokerOf, { team: context.teamName }));
  return `<!doctype html>
<html lang="${context.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escapeHtml(title)} · ${team} · Sidedesk</title><style>${PAGE_STYLE}</style></head>
<body><main>
<header><div class="brand">${LOGO}Sidedesk</div><p class="team">${brokerOf} · ${escapeHtml(context.host)}</p></header>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>`;
}

const signOutForm = (words: PageWords) =>
  `<form class="inline" method="post" action="sign-out"><button type="submit">${escapeHtml(words.signOut)}</button> <button type="submit" name="everywhere" value="1">${escapeHtml(words.signOutEverywhere)}</button></form>`;

export function signInPage(
  context: PageContext,
  options: { error?: string; email?: string; signedInAs?: Agent } = {},
): string {
  const { error, email, signedInAs } = options;
  const { words } = context;
  const status = signedInAs
    ? `<p>${escapeHtml(fill(words.signedInAs, { name: signedInAs.name }))}</p>${signOutForm(words)}`
    : '';
  const alert = error ? `<p role="alert" id="sign-in-error">${escapeHtml(error)}</p>` : '';
  const describedBy = error ? ' aria-describedby="sign-in-error"' : '';
  return page(
    context,
    words.signIn,
    `${status}${alert}
<form method="post" action="sign-in">
<p><label for="email">${escapeHtml(words.email)}</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}"${describedBy}></p>
<p><label for="password">${escapeHtml(words.password)}</label><input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}></p>
<p><button type="submit">${escapeHtml(words.signIn)}</button></p>
</form>`,
  );
}

export function signedInPage(context: PageContext, agent: Agent): string {
  return page(
    context,
    context.words.signedIn,
    `<p role="status">${escapeHtml(fill(context.words.signedInClose, agent))}</p>${signOutForm(context.words)}`,
  );
}

export function signedOutPage(context: PageContext, { everywhere = false } = {}): string {
  const { words } = context;
  return page(
    context,
    words.signedOut,
    `<p role="status">${escapeHtml(everywhere ? words.signedOutEverywhere : words.youAreSignedOut)}</p><p><a href="sign-in">${escapeHtml(context.words.signInAgain)}</a></p>`,
  );
}

export function messagePage(context: PageContext, title: string, message: string): string {
  return page(
    context,
    title,
    `<p role="alert">${escapeHtml(message)}</p><p><a href="sign-in">${escapeHtml(context.words.backToSignIn)}</a></p>`,
  );
}

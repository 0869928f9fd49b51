// Finds a ticket id in what the agent typed, pasted, selected or right-clicked. Strict on purpose:
// a phone number in a sentence or a number in an unrelated URL must not become a ticket.
// Outside text is bounded first (`boundText`) and every pattern here is linear in its input.

import type { Message } from '@/lib/i18n/format';
import { boundText } from '@/lib/text/bound';

/** Built-in link forms: the web inbox `…/tickets?ticketId=123` and `…/tickets/123`. */
const defaultLinkPatterns = ['*/tickets?ticketId={id}', '*/tickets?*&ticketId={id}', '*/tickets/{id}'];

const MAX_PATTERN_LENGTH = 500;
/** A ticket link is short; a longer "URL" (a page can hand megabytes) is not read at all. */
export const MAX_URL_LENGTH = 8_192;

const toId = (digits: string | undefined): number | null => {
  if (!digits || digits.length > 16) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A link pattern is a URL with `*` for "anything" and `{id}` for the ticket id, matched against
 * the whole URL. A `*` never crosses into the next part of the URL: in the host it stops at `/`,
 * in the path at `?` or `#`, in the query at `#`. So `*\/tickets/{id}` does not match a search
 * page whose query happens to contain "/tickets/123". `{id}` must be followed by the end or by
 * `/ ? # &`, so `/tickets/123abc` does not match. At most one `*` per part of the URL: two
 * wildcards that can take the same characters make the match backtrack polynomially.
 */
export function compileLinkPattern(pattern: string): RegExp | null {
  if (compiled.has(pattern)) return compiled.get(pattern) ?? null;
  const regex = compile(pattern);
  if (compiled.size >= 100) compiled.clear();
  compiled.set(pattern, regex);
  return regex;
}

/** Patterns compiled so far: a selection full of links tries every pattern on each link. */
const compiled = new Map<string, RegExp | null>();

function compile(pattern: string): RegExp | null {
  const text = pattern.trim();
  if (text.split('{id}').length !== 2 || text.length > MAX_PATTERN_LENGTH || /\s/.test(text)) return null;
  if (hasStackedWildcards(text)) return null;
  const schemeEnd = text.indexOf('://');
  let part: 'host' | 'path' | 'query' | 'fragment' = schemeEnd >= 0 ? 'host' : 'path';
  let source = '';
  for (let i = 0; i < text.length; i++) {
    if (schemeEnd >= 0 && i === schemeEnd) {
      source += ':\\/\\/';
      i += 2;
      continue;
    }
    if (text.startsWith('{id}', i)) {
      source += '(\\d{1,16})';
      i += 3;
      continue;
    }
    const char = text[i] as string;
    if (char === '*') {
      source += { host: '[^/?#]*', path: '[^?#]*', query: '[^#]*', fragment: '.*' }[part];
      continue;
    }
    if (i < schemeEnd) {
      source += escapeRegExp(char);
      continue;
    }
    if (char === '/' && part === 'host') part = 'path';
    else if (char === '?' && (part === 'host' || part === 'path')) part = 'query';
    else if (char === '#') part = 'fragment';
    source += escapeRegExp(char);
  }
  return new RegExp(`^${source}(?:[/?#&].*)?$`, 'i');
}

/** Whether two `*` fall in the same part of the URL (host, path, query or fragment). */
function hasStackedWildcards(pattern: string): boolean {
  const schemeEnd = pattern.indexOf('://');
  const rest = schemeEnd >= 0 ? pattern.slice(schemeEnd + 3) : pattern;
  const hostEnd = schemeEnd >= 0 ? rest.search(/[/?#]|$/) : 0;
  const [pathAndQuery = '', fragment = ''] = rest.slice(hostEnd).split(/#(.*)/s);
  const [path = '', query = ''] = pathAndQuery.split(/\?(.*)/s);
  const stars = (part: string) => part.split('*').length - 1;
  return [rest.slice(0, hostEnd), path, query, fragment].some((part) => stars(part) > 1);
}

/** Why a pattern from Options cannot be used (a catalog message); null when it is fine. */
export function linkPatternProblem(pattern: string): Message | null {
  const text = pattern.trim();
  if (/\s/.test(text)) return { key: 'pattern.has-space', params: { pattern: text } };
  if (text.length > MAX_PATTERN_LENGTH)
    return { key: 'pattern.too-long', params: { max: MAX_PATTERN_LENGTH } };
  const ids = text.split('{id}').length - 1;
  if (ids !== 1) return { key: 'pattern.id-count', params: { pattern: text, marker: '{id}' } };
  if (hasStackedWildcards(text)) return { key: 'pattern.stacked-wildcards', params: { pattern: text } };
  if (text.replace('{id}', '').replace(/[*/?#&=:.]/g, '').length < 3)
    return { key: 'pattern.too-vague', params: { pattern: text } };
  return null;
}

/**
 * The ticket id in a URL, or null. Only http(s) URLs count; `patterns` come before the defaults
 * (left out with `withDefaults` false: "does this link have one of these forms?").
 */
export function ticketIdFromUrl(
  url: string,
  patterns: readonly string[] = [],
  withDefaults = true,
): number | null {
  if (url.length > MAX_URL_LENGTH) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  for (const pattern of withDefaults ? [...patterns, ...defaultLinkPatterns] : patterns) {
    const id = toId(compileLinkPattern(pattern)?.exec(parsed.href)?.[1]);
    if (id) return id;
  }
  return null;
}

/**
 * "#123", "ticket 123", "Ticket #123", "ticket no. 123", "Ticket ID: 123" anywhere in text; a bare
 * number only when it is all the text (and does not start with 0, as phone numbers do). A number
 * glued to letters, dashes or decimals ("#123abc", "ticket 12-34", "#12.5") is not an id.
 * The text is bounded first, so each gap is at most one space: ` ?`, never stacked `\s*`.
 */
export function ticketIdFromText(text: string): number | null {
  const bounded = boundText(text);
  if (/^#?[1-9]\d{0,15}$/.test(bounded)) return toId(bounded.replace('#', ''));
  const match = /(?:^|[^\w&])(?:ticket ?(?:no\.?|number|id)? ?:? ?#? ?|#)(\d{1,16})(?![\w-]|[.,]\d)/i.exec(
    bounded,
  );
  return toId(match?.[1]);
}

/** What the lookup field accepts: an id, "#id", "ticket id", or a ticket link. */
export function parseTicketRef(input: string, patterns: readonly string[] = []): number | null {
  const trimmed = boundText(input, MAX_URL_LENGTH);
  if (/^https?:\/\//i.test(trimmed)) return ticketIdFromUrl(trimmed, patterns);
  return ticketIdFromText(trimmed);
}

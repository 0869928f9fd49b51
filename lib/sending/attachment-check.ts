import type { BaseAttachment } from '@/lib/api/schemas';

// The attachment check of `baseAttachmentSchema` (lib/api/schemas.ts) without zod, for the side
// panel: pages parse nothing else, so they ship no zod. The worker still checks every attachment
// with the schema (lib/messaging/protocol.ts); a unit test keeps both verdicts the same.

const HTTP_URL = /^https?:\/\//i;
const TABS_AND_NEWLINES = /[\t\n\r]/g;

/** The attachment as the schema would output it, or the field that is wrong. */
export function checkAttachment(input: {
  url: string;
  name: string;
}): { ok: true; attachment: BaseAttachment } | { ok: false; field: 'url' | 'name' } {
  const url = input.url.trim();
  const parsed = HTTP_URL.test(url) ? parseUrl(url) : null;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    return { ok: false, field: 'url' };
  }
  const name = input.name.trim();
  if (name.length < 1 || name.length > 255) return { ok: false, field: 'name' };
  return { ok: true, attachment: { url: url.replace(TABS_AND_NEWLINES, ''), name } };
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

import { browser } from 'wxt/browser';
import type { Sanitized, SanitizeOptions } from './frame';
import { createSanitizerClient } from './sanitizer-frame';

interface Sanitizer {
  sanitize(dirty: string, options?: SanitizeOptions): Promise<Sanitized>;
}
let instance: Sanitizer | undefined;

/** The page's one sanitizer, created on first use. */
export function sanitizer(): Sanitizer {
  instance ??= import.meta.env.FIREFOX
    ? // Firefox has no sandbox pages (WXT leaves `sandbox.pages` out of its manifest), and its
      // extension pages may not be framed: sanitize in the page there.
      {
        sanitize: async (dirty, options) => (await import('./sanitize')).sanitizeAndMeasure(dirty, options),
      }
    : createSanitizerClient(browser.runtime.getURL('/sanitizer.html'));
  return instance;
}

/**
 * The profile of what the service receives, and of its preview: no outside image is ever kept
 * (it would tell the sender when the customer read the reply), so the preview offers none.
 */
export const REPLY_PROFILE = { remoteImages: false } as const satisfies SanitizeOptions;

/** The HTML a reply posts for `markup`: exactly what its preview frame shows. */
export const sanitizeReply = async (markup: string): Promise<string> =>
  (await sanitizer().sanitize(markup, REPLY_PROFILE)).html;

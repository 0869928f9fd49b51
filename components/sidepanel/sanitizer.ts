import { browser } from 'wxt/browser';
import type { Sanitized, SanitizeOptions } from '@/lib/html/frame';
import { createSanitizerClient } from '@/lib/html/sanitizer-frame';

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
        sanitize: async (dirty, options) =>
          (await import('@/lib/html/sanitize')).sanitizeAndMeasure(dirty, options),
      }
    : createSanitizerClient(browser.runtime.getURL('/sanitizer.html'));
  return instance;
}

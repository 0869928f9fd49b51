import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// What the agent reads when something fails must be sentences: no stack, no JSON, no
// "undefined" or "[object Object]" leaking out of code.

const SENTENCES = /^[A-Z“"][\s\S]*[.!?”"]$/;
const LEAKS = [/undefined/, /\[object /, /\n\s+at /, /\b[A-Z][a-z]*Error\b/, /[{[]\s*"/, /\bnull\b/, /NaN/];

/** Fails with the offending text unless every text is one or more plain sentences. */
export function expectSentences(texts: readonly string[]) {
  for (const text of texts) {
    expect(text, 'a failure the agent sees must be a sentence').toMatch(SENTENCES);
    for (const leak of LEAKS) expect(text, `a failure the agent sees leaks ${leak}`).not.toMatch(leak);
  }
}

/**
 * The failure sentences on the page: each paragraph of each alert (an alert may hold a sentence
 * and buttons; the buttons' labels are not failures).
 */
export async function alertSentences(page: Page): Promise<string[]> {
  return page.getByRole('alert').evaluateAll((alerts) =>
    alerts.flatMap((alert) => {
      const paragraphs = [...alert.querySelectorAll('p')].filter((p) => !p.querySelector('button'));
      const texts = paragraphs.length
        ? paragraphs.map((p) => p.textContent ?? '')
        : [alert.textContent ?? ''];
      return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
    }),
  );
}

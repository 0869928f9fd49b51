// Text from outside (selections, pasted text, links, API strings) can be a whole page, or a flood
// of invisible spaces made to stall a pattern. Every pattern on outside text runs on what these
// helpers return: capped in length, with each whitespace run (NBSP, U+FEFF, zero-width spaces
// included) made one plain space, so no pattern ever sees a long run of spaces.

/** Longest outside text a pattern reads; a ticket reference sits near the start of a selection. */
const MAX_PATTERN_INPUT = 10_000;

/**
 * `\s` covers NBSP, U+FEFF, U+2028 and the other Unicode spaces; the zero-width characters and
 * the Mongolian vowel separator are not whitespace to JavaScript, yet render as nothing.
 */
const WHITESPACE_RUN = /[\s\u180E\u200B-\u200D\u2060]+/g;

/** `text` cut to at most `max` characters (outside text may be megabytes long). */
export function capText(text: string, max: number = MAX_PATTERN_INPUT): string {
  return text.length > max ? text.slice(0, max) : text;
}

/**
 * `text` as patterns may read it: whitespace runs collapsed to one space, trimmed, at most `max`
 * characters. The raw text is cut first (a few times `max`, so a flood of spaces still collapses
 * into room for what follows it), so the work is linear and bounded whatever arrives.
 */
export function boundText(text: string, max: number = MAX_PATTERN_INPUT): string {
  return capText(
    capText(text, max * 4)
      .replace(WHITESPACE_RUN, ' ')
      .trim(),
    max,
  );
}

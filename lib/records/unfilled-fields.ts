// The fill-in fields still in a message, as Send reads them to refuse it. Only the name is read:
// this is all of fill-in-fields.ts that the side panel needs before a saved reply asks for values
// (its parser, values and form load with the form).

/**
 * A fill-in field, or the start of one left open: `[^{}]*` stops at the first brace, so each
 * character is read once whether the field closes or not (linear on any text).
 */
export const FIELD_PATTERN = /\{\{ask:([^{}]*)(\}\})?/g;

/** The names of the fields still in a message (each once; one without a name as written). */
export function unfilledFields(message: string): string[] {
  const names = new Set<string>();
  for (const [whole, body = ''] of message.matchAll(FIELD_PATTERN))
    names.add(body.split('|')[0]?.trim() || whole);
  return [...names];
}

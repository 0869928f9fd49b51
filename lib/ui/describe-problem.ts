import type { FieldProblem } from '@/lib/api/field-problems';
import type { Message, MessageKey } from '@/lib/i18n/format';

// A field the service sent unusable, as a catalog message for the page that shows it (Test
// connection in Options): the worker hands the problems over as they are.

const KNOWN_GOT = new Set(['missing', 'null', 'invalid', 'array', 'object']);

/** "Ticket 4478950: field `title` was null; shown as unknown.", as a catalog message. */
export function describeProblem({ resource, id, under, field, got, leftOut }: FieldProblem): Message {
  const was: Message = KNOWN_GOT.has(got)
    ? { key: `problem.got.${got}` as MessageKey }
    : { key: 'problem.got.type', params: { type: got } };
  const what: Message = { key: `problem.resource.${resource}` as MessageKey };
  if (leftOut) {
    const item: Message = { key: `problem.item.${resource}` as MessageKey }; // "a category", in a sentence
    if (field === '(item)')
      return under === undefined
        ? { key: 'problem.item-left-out', params: { resource: item, was } }
        : { key: 'problem.item-left-out.under', params: { resource: item, under, was } };
    return under === undefined
      ? { key: 'problem.left-out', params: { resource: item, field, was } }
      : { key: 'problem.left-out.under', params: { resource: item, under, field, was } };
  }
  return id === undefined
    ? { key: 'problem.unknown', params: { resource: what, field, was } }
    : { key: 'problem.unknown.of', params: { resource: what, id, field, was } };
}

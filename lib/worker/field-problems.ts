import type { FieldProblem } from '../api/field-problems';
import type { Message, MessageKey } from '../i18n/format';
import { fieldProblemsStorage } from '../storage';

// The display fields the service last sent unusable, per resource. Kept in memory and in
// `storage.session` (the worker dies after ~30 s idle; the session item outlives it). Only the
// worker writes it, one write after another.

/** Resources remembered; the oldest go first. */
const MAX_REMEMBERED = 20;

let writing: Promise<void> = Promise.resolve();

/** Records what one answer got wrong; a sound answer clears what its resource had before. */
export function rememberProblems(key: string, problems: FieldProblem[]): Promise<void> {
  writing = writing
    .then(async () => {
      const all = await fieldProblemsStorage.getValue();
      if (!problems.length && !(key in all)) return;
      const { [key]: _previous, ...rest } = all;
      const kept = Object.entries(rest).slice(-(MAX_REMEMBERED - 1));
      await fieldProblemsStorage.setValue(
        Object.fromEntries(problems.length ? [...kept, [key, problems]] : kept),
      );
    })
    .catch(() => undefined);
  return writing;
}

/** Everything remembered, oldest resource first. */
export async function rememberedProblems(): Promise<FieldProblem[]> {
  await writing;
  return Object.values(await fieldProblemsStorage.getValue()).flat();
}

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

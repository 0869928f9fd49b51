import type { FieldProblem } from '@/lib/api/field-problems';
import { reported } from '@/lib/diagnostics/report';
import { fieldProblemsStorage } from '@/lib/storage/items';

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
    .catch(reported('field-problems/remember'));
  return writing;
}

/** Everything remembered, oldest resource first. */
export async function rememberedProblems(): Promise<FieldProblem[]> {
  await writing;
  return Object.values(await fieldProblemsStorage.getValue()).flat();
}

import { cleanProblem, type Problem } from '@/lib/diagnostics/problem';
import { expected } from '@/lib/diagnostics/report';
import { problemsStorage } from '@/lib/storage/items';

// The last problems reported, in `storage.session` (in memory: gone with the browser, and never on
// disk). The worker is their one writer: its own problems and those the pages hand it
// (`reportProblem`), one write after another.

export const MAX_PROBLEMS = 100;

let writing: Promise<void> = Promise.resolve();

/** Keeps `problem` (made safe again) among the last MAX_PROBLEMS. */
export function recordProblem(problem: Problem): Promise<void> {
  const clean = cleanProblem(problem);
  const step = writing.then(async () => {
    const kept = await problemsStorage.getValue();
    await problemsStorage.setValue([...kept.slice(-(MAX_PROBLEMS - 1)), clean]);
  });
  // The next write goes on whatever became of this one; this one's caller hears how it went.
  writing = step.catch(expected('caller-told'));
  return step;
}

/** The kept problems, oldest first. */
export async function keptProblems(): Promise<Problem[]> {
  await writing;
  return problemsStorage.getValue();
}

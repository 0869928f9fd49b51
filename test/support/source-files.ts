import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The TypeScript files below `dir` (relative to the project, as the tests run from there). */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A name that starts with `use` promises a hook (Preact's rules of hooks follow from it): every
// function named `use…` in the source calls a hook itself. A setter of module state, or a local
// flag, is named for what it does.

const DECLARED =
  /(?:function\s+|(?:const|let)\s+)(use[A-Z]\w*)\s*(?:=\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*(?::[^=]+)?=>|[<(])/g;

/** `use…` names declared in `text` whose body (up to the next declaration at its depth) calls no hook. */
function notHooks(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(DECLARED)) {
    const start = (match.index ?? 0) + match[0].length;
    // The body: up to the next top-level declaration (a line starting without indentation).
    const rest = text.slice(start);
    const end = rest.search(/\n(?=\S)/);
    const body = end < 0 ? rest : rest.slice(0, end);
    if (!/\buse[A-Z]\w*\s*(?:<[^>]*>)?\(/.test(body)) found.push(match[1] as string);
  }
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('names of hooks', () => {
  it('finds a setter named like a hook, and passes a hook (the rule sees what it judges)', () => {
    expect(notHooks('export function useThing(x: string): void {\n  active = x;\n}\n')).toEqual(['useThing']);
    expect(
      notHooks('export function useThing(): string {\n  const [v] = useState("");\n  return v;\n}\n'),
    ).toEqual([]);
  });

  it('every `use…` in lib/, components/ and entrypoints/ calls a hook', () => {
    const offenders = ['lib', 'components', 'entrypoints']
      .flatMap(sources)
      .flatMap((file) => notHooks(readFileSync(file, 'utf8')).map((name) => `${file}: ${name}`));
    expect(offenders).toEqual([]);
  });
});

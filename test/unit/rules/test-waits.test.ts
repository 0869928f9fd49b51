import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { callsWhere, sourceFiles } from '@/test/support/source-files';

// Waits poll. Playwright's `waitForFunction` resolves on the first truthy value, and an async
// predicate returns a Promise, which is always truthy: `waitForFunction(async () => false)`
// resolves at once. The flakes it hid were real bugs. And a unit test's wait bounds a hang, not a
// speed: vi.waitFor's own 1 s is missed on a loaded machine, so unit tests wait with `eventually`
// (test/support/settle.ts) or name their timeout. Checked on the syntax tree, not on lines.

const isAsyncFunction = (node: ts.Node | undefined) =>
  !!node &&
  (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) &&
  !!node.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword);

/** Every `waitForFunction` whose predicate is an async function. */
const asyncWaits = callsWhere(
  (call, method) => method.name.text === 'waitForFunction' && isAsyncFunction(call.arguments[0]),
);

/** Every `vi.waitFor` left to its own 1 s default (no options given). */
const shortWaits = callsWhere(
  (call, method, source) => method.getText(source) === 'vi.waitFor' && call.arguments.length < 2,
);

describe('tests wait by polling', () => {
  it('the check finds an async predicate, and passes a synchronous one', () => {
    expect(asyncWaits('x.ts', 'await page.waitForFunction(async () => false);')).toEqual(['x.ts:1']);
    expect(asyncWaits('x.ts', 'await page.waitForFunction(() => window.ready === true);')).toEqual([]);
  });

  it('the check finds a vi.waitFor on its 1 s default, and passes one that names its timeout', () => {
    expect(shortWaits('x.ts', 'await vi.waitFor(() => expect(1).toBe(1));')).toEqual(['x.ts:1']);
    expect(shortWaits('x.ts', 'await vi.waitFor(() => ok(), { timeout: 5_000 });')).toEqual([]);
  });

  it('no unit test waits on vi.waitFor’s 1 s default: use eventually (test/support/settle.ts)', () => {
    expect(sourceFiles('test').flatMap((file) => shortWaits(file))).toEqual([]);
  });

  it('no waitForFunction anywhere has an async predicate: use expect.poll, or a synchronous predicate', () => {
    expect(sourceFiles('test').flatMap((file) => asyncWaits(file))).toEqual([]);
  });
});

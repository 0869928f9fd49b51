import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse, placeOf, sourceFiles } from '@/test/support/source-files';

// Waits poll. Playwright's `waitForFunction` resolves on the first truthy value, and an async
// predicate returns a Promise, which is always truthy: `waitForFunction(async () => false)`
// resolves at once. The flakes it hid were real bugs. Checked on the syntax tree, not on lines.

const isAsyncFunction = (node: ts.Node | undefined) =>
  !!node &&
  (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) &&
  !!node.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword);

/** `file:line` of every `waitForFunction` whose predicate is an async function. */
function asyncWaits(file: string, text?: string): string[] {
  const source = parse(file, text);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'waitForFunction' &&
      isAsyncFunction(node.arguments[0])
    ) {
      found.push(placeOf(source, node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('tests wait by polling', () => {
  it('the check finds an async predicate, and passes a synchronous one', () => {
    expect(asyncWaits('x.ts', 'await page.waitForFunction(async () => false);')).toEqual(['x.ts:1']);
    expect(asyncWaits('x.ts', 'await page.waitForFunction(() => window.ready === true);')).toEqual([]);
  });

  it('no waitForFunction anywhere has an async predicate: use expect.poll, or a synchronous predicate', () => {
    expect(sourceFiles('test').flatMap((file) => asyncWaits(file))).toEqual([]);
  });
});

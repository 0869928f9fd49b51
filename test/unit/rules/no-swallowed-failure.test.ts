import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { callsWhere, parse, placeOf, sourceFiles } from '@/test/support/source-files';

// A failure is said (docs/errors.md, "Problems that are said"): no `.catch` that turns a rejection
// into a bare value (`() => undefined`, `{}`, `null`, `false`, `[]`, `0`, an empty block) and
// nothing else. An expected case is named with `expected('page-gone')`; anything else is reported:
// `.catch(reported('area/what'))`, or `report(error, where)` in a `catch` block
// (lib/diagnostics/report.ts). A `catch {}` block with nothing in it is refused too; one that does
// something (reports, falls back, rethrows) passes, and so does an empty one whose comment says why
// nothing is to be done: a statement has no `expected()`, its comment is where the case is named.

/** A value that says nothing: what a swallowing handler answers. */
function isBare(node: ts.Node): boolean {
  if (ts.isParenthesizedExpression(node)) return isBare(node.expression);
  if (ts.isBlock(node)) return node.statements.length === 0;
  if (ts.isIdentifier(node)) return node.text === 'undefined';
  if (ts.isVoidExpression(node)) return ts.isLiteralExpression(node.expression);
  if (ts.isArrayLiteralExpression(node)) return node.elements.length === 0;
  if (ts.isObjectLiteralExpression(node)) return node.properties.length === 0;
  if (ts.isNumericLiteral(node) || ts.isStringLiteral(node)) return true;
  return [ts.SyntaxKind.NullKeyword, ts.SyntaxKind.FalseKeyword, ts.SyntaxKind.TrueKeyword].includes(
    node.kind,
  );
}

/** `file:line` of each `.catch(() => <bare value>)`. */
const swallowedIn = callsWhere((call, method) => {
  const handler = call.arguments[0];
  return (
    method.name.text === 'catch' &&
    !!handler &&
    (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)) &&
    isBare(handler.body)
  );
});

/** `file:line` of each `catch {}` (or `catch (e) {}`) block with no statement and no comment saying why. */
function emptyCatchesIn(file: string, text?: string): string[] {
  const source = parse(file, text);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCatchClause(node) && node.block.statements.length === 0) {
      const inside = source.text.slice(node.block.getStart(source) + 1, node.block.getEnd() - 1);
      if (!/\/\/|\/\*/.test(inside)) found.push(placeOf(source, node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no swallowed failure', () => {
  it('finds each bare variant, and passes a named case or a report (the rule sees what it judges)', () => {
    const bare = ['undefined', 'null', 'false', '[]', '({})', '{}', '{\n  // nobody left\n}', '0', 'void 0'];
    for (const body of bare)
      expect(swallowedIn('x.ts', `void p.catch(() => ${body});`), body).toEqual(['x.ts:1']);
    expect(swallowedIn('x.ts', 'void p.catch((e) => null);\nvoid p.catch(function () {});')).toEqual([
      'x.ts:1',
      'x.ts:2',
    ]);
    expect(swallowedIn('x.ts', "void p.catch(expected('page-gone'));")).toEqual([]);
    expect(swallowedIn('x.ts', "void p.catch(reported('x/y', null));")).toEqual([]);
    expect(swallowedIn('x.ts', 'void p.catch(() => cached.get(id));')).toEqual([]);
  });

  it('finds an empty catch block, and passes one that does something or says why it does nothing', () => {
    expect(emptyCatchesIn('x.ts', 'try { a(); } catch {}')).toEqual(['x.ts:1']);
    expect(emptyCatchesIn('x.ts', 'try {\n  a();\n} catch (error) {\n}')).toEqual(['x.ts:3']);
    expect(emptyCatchesIn('x.ts', "try { a(); } catch (error) { report(error, 'x/y'); }")).toEqual([]);
    expect(emptyCatchesIn('x.ts', 'try { a(); } catch { return fallback; }')).toEqual([]);
    expect(
      emptyCatchesIn('x.ts', 'try { a(); } catch {\n  // The tab was closed meanwhile: nobody to tell.\n}'),
    ).toEqual([]);
    expect(emptyCatchesIn('x.ts', 'try { a(); } catch { /* a page gone */ }')).toEqual([]);
  });

  it('lib/, components/ and entrypoints/ name or report every failure they catch', () => {
    const files = ['lib', 'components', 'entrypoints'].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(300);
    expect(
      files.flatMap((file) => swallowedIn(file)),
      "A failure is swallowed here. Name the expected case: `.catch(expected('page-gone'))` (the cases are in lib/diagnostics/report.ts; add one with its reason), or say it: `.catch(reported('area/what', fallback))`.",
    ).toEqual([]);
  });

  it('lib/, components/ and entrypoints/ leave no catch block empty without saying why', () => {
    const files = ['lib', 'components', 'entrypoints'].flatMap(sourceFiles);
    expect(
      files.flatMap((file) => emptyCatchesIn(file)),
      "A failure is swallowed here. Report it (`report(error, 'area/what')`), or, if nothing is to be done, say why in a comment inside the block.",
    ).toEqual([]);
  });
});

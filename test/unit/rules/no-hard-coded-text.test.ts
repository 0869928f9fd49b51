import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '@/test/support/source-files';

// Every sentence the user sees comes from the catalog (lib/i18n), so that it can be translated.
// This fails on text written straight into a component: JSX text, a string literal placed as a JSX
// child, and literal `aria-label`, `title`, `placeholder`, `alt` or `label` attributes.

const ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description']);
/** Signs that are not words in any language. */
const ALLOWED = new Set([
  '#',
  '·',
  '×',
  '…',
  '/',
  '—',
  '–',
  ':',
  '(',
  ')',
  '+',
  '−',
  '☆',
  '★',
  '↑',
  '↓',
  '✕',
]);

const isWords = (text: string) => {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  // An address given as an example (a placeholder such as https://api.example.com) is not a word.
  return trimmed !== '' && !ALLOWED.has(trimmed) && /\p{L}/u.test(trimmed) && !/^https?:\/\//.test(trimmed);
};

/** String literals a JSX child expression can evaluate to: `'x'`, `a ? 'x' : 'y'`, `a && 'x'`. */
function literalsOf(node: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isStringLiteralLike(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind !== ts.SyntaxKind.PlusToken)
    return literalsOf(node.right);
  if (ts.isTemplateExpression(node)) return [node.head, ...node.templateSpans.map((s) => s.literal)] as never;
  return [];
}

function hardCodedText(file: string, source = readFileSync(file, 'utf8')): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file}:${line + 1}: ${JSON.stringify(text.replace(/\s+/g, ' ').trim())}`);
  };
  const visit = (node: ts.Node): void => {
    // A notice or message a model sets for a page to show (Options' notices): `message: 'Saved.'`.
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'message' &&
      ts.isStringLiteralLike(node.initializer) &&
      isWords(node.initializer.text)
    )
      report(node.initializer, node.initializer.text);
    if (ts.isJsxText(node) && isWords(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const literal of literalsOf(node.expression))
        if (isWords(literal.text)) report(literal, literal.text);
    }
    if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      for (const literal of value ? literalsOf(value) : [])
        if (isWords(literal.text)) report(literal, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('no hard-coded user-visible text', () => {
  it('finds text written into a component, so the test can fail', () => {
    const sample = `const A = () => <p title="Close it">Hello {ok ? 'yes' : t('k')} <b aria-label={'Go'}>#</b></p>;
      notice.value = { kind: 'ok', message: 'Workspace saved.' };`;
    expect(hardCodedText('sample.tsx', sample).map((line) => line.split(': ')[1])).toEqual([
      '"Close it"',
      '"Hello"',
      '"yes"',
      '"Go"',
      '"Workspace saved."',
    ]);
  });

  it('components, pages and their models (Options\u2019 notices) take every sentence from the catalog', () => {
    const offences = [
      ...sourceFiles('components'),
      ...sourceFiles('entrypoints').filter((file) => file.endsWith('.tsx')),
    ].flatMap((file) => hardCodedText(file));
    expect(
      offences,
      'Text is written straight into a component. Add a key to lib/i18n/en/*.ts (and to every other language in lib/i18n/<lang>/), then show it with t("key").',
    ).toEqual([]);
  });
});

import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { moduleFile, parse, sourceFiles } from '@/test/support/source-files';

// An export says "another module needs this". One that no other file imports is dead code or a
// helper that should be local; either way it misleads the next reader, so the build refuses it.

const checked = ['lib', 'components', 'server'].flatMap(sourceFiles).filter((f) => !f.endsWith('.d.ts'));
const importers = [...checked, ...['entrypoints', 'test'].flatMap(sourceFiles), 'wxt.config.ts'];

const has = (node: ts.Node, kind: 'export' | 'default') =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.getText() === kind);

/** The names a file exports, and the files whose exports it passes on with `export * from`. */
function exportsOf(file: string): { names: string[]; forwards: string[] } {
  const [names, forwards]: [string[], string[]] = [[], []];
  for (const node of parse(file).statements) {
    if (ts.isExportDeclaration(node)) {
      if (node.exportClause && ts.isNamedExports(node.exportClause))
        names.push(...node.exportClause.elements.map((e) => e.name.text));
      else forwards.push(moduleFile(file, (node.moduleSpecifier as ts.StringLiteral).text) ?? '');
    } else if (ts.isExportAssignment(node) || has(node, 'default')) names.push('default');
    else if (has(node, 'export') && ts.isVariableStatement(node))
      names.push(...node.declarationList.declarations.map((d) => d.name.getText()));
    else if (has(node, 'export')) names.push((node as ts.DeclarationStatement).name?.getText() ?? '');
  }
  return { names, forwards };
}

/** Names read as `id.name` (a value or a type) in a file for a module bound to `id`; undefined if used whole. */
function membersRead(source: ts.SourceFile, id: string): string[] | undefined {
  const found: string[] = [];
  let whole = false;
  const visit = (node: ts.Node): void => {
    const { parent } = node;
    const named = !ts.isShorthandPropertyAssignment(parent) && 'name' in parent && parent.name === node;
    if (ts.isPropertyAccessExpression(parent) && parent.expression === node) found.push(parent.name.text);
    else if (ts.isQualifiedName(parent) && parent.left === node) found.push(parent.right.text);
    else if (ts.isIdentifier(node) && node.text === id && !named && !ts.isQualifiedName(parent)) whole = true;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return whole ? undefined : found;
}

/** The names a binding takes from a module: `{ a, b }`, or the `m.x` reads of `m`. */
function boundNames(source: ts.SourceFile, binding: ts.BindingName | undefined): string[] | undefined {
  if (binding && ts.isObjectBindingPattern(binding))
    return binding.elements.map((e) => (e.propertyName ?? e.name).getText());
  return binding && ts.isIdentifier(binding) ? membersRead(source, binding.text) : undefined;
}

/** What `import('x')` takes: `.then((m) => m.X)`, `.then(({ X }) =>`, `(await import()).X`, `const m = await import()`. */
function dynamicNames(source: ts.SourceFile, call: ts.CallExpression): string[] | undefined {
  let node = call.parent;
  while (ts.isAwaitExpression(node) || ts.isParenthesizedExpression(node)) node = node.parent;
  const then = ts.isPropertyAccessExpression(node) && node.name.text === 'then';
  const callback = then ? (node.parent as ts.CallExpression).arguments[0] : undefined;
  if (then) return boundNames(source, (callback as ts.ArrowFunction | undefined)?.parameters?.[0]?.name);
  if (ts.isPropertyAccessExpression(node)) return [node.name.text];
  return ts.isVariableDeclaration(node) ? boundNames(source, node.name) : undefined;
}

/** The keys of `Pick<typeof import('x'), 'a' | 'b'>` (a module bundled into a test page). */
function pickedNames(node: ts.ImportTypeNode): string[] | undefined {
  if (node.qualifier) return [node.qualifier.getText().split('.')[0] as string];
  const pick = node.parent as ts.TypeReferenceNode;
  const keys = pick.typeName?.getText() === 'Pick' ? pick.typeArguments?.[1] : undefined;
  return keys && (ts.isUnionTypeNode(keys) ? keys.types : [keys]).map((key) => key.getText().slice(1, -1));
}

const taken = (list: readonly ts.ImportOrExportSpecifier[]) =>
  list.map((e) => (e.propertyName ?? e.name).text);

/** The files `import(`./${language}/${area}.ts`)` in `from` can name. */
function filesNamed(from: string, spec: ts.TemplateExpression): string[] {
  const template = join(dirname(from), spec.getText().slice(1, -1));
  const path = template.replace(/[.\\/]/g, '\\$&').replace(/\$\{[^}]*\}/g, '[^/]+');
  const pattern = new RegExp(`^${path}$`);
  return checked.filter((file) => pattern.test(file));
}

/** Every [file, name] a file takes from the project; name '*' where it takes a whole module. */
function namesImportedBy(file: string): [string, string][] {
  const source = parse(file);
  const found: [string, string][] = [];
  const take = (spec: ts.Expression | undefined, names: string[] | undefined) => {
    const target = spec && ts.isStringLiteral(spec) ? moduleFile(file, spec.text) : undefined;
    if (target && target !== file) for (const name of names ?? ['*']) found.push([target, name]);
    const named = spec && ts.isTemplateExpression(spec) ? filesNamed(file, spec) : [];
    for (const each of named) found.push([each, '*']);
  };
  const visit = (node: ts.Node): void => {
    const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
    const from = ts.isImportDeclaration(node) ? node.moduleSpecifier : undefined;
    const bindings = clause?.namedBindings;
    if (clause?.name) take(from, ['default']);
    if (bindings && ts.isNamespaceImport(bindings)) take(from, membersRead(source, bindings.name.text));
    if (bindings && ts.isNamedImports(bindings)) take(from, taken(bindings.elements));
    if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause))
      take(node.moduleSpecifier, taken(node.exportClause.elements));
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      take(node.arguments[0], dynamicNames(source, node));
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      take(node.argument.literal, pickedNames(node));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const advice = 'Nothing outside the file imports these: delete them, or drop `export`.';

describe('exports', () => {
  it('are each imported by another file, or are not exported', () => {
    const exports = new Map(checked.map((file) => [file, exportsOf(file)]));
    const used = new Set<string>();
    const use = (file: string, name: string): void => {
      const own = exports.get(file);
      if (name === '*') for (const n of own?.names ?? []) used.add(`${file}: ${n}`);
      if (own?.names.includes(name)) used.add(`${file}: ${name}`);
      else for (const forward of own?.forwards ?? []) use(forward, name);
    };
    for (const file of importers) for (const [target, name] of namesImportedBy(file)) use(target, name);
    const exported = [...exports].flatMap(([file, { names }]) => names.map((name) => `${file}: ${name}`));
    // The check sees exports and their importers: it cannot pass by finding none.
    expect(exported.length).toBeGreaterThan(300);
    expect(used.has('lib/zod.ts: z') && used.has('lib/messaging/protocol.ts: operationNames')).toBe(true);
    expect(
      exported.filter((entry) => !used.has(entry)),
      advice,
    ).toEqual([]);
    // It parses every source file: seconds on a quiet machine, half a minute at load 20.
  }, 90_000);
});

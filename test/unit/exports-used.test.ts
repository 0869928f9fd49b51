import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { moduleFile, parse, sourceFiles } from '../support/source-files';

// An export says "another module needs this". One that no other file imports is dead code or a
// helper that should be local; either way it misleads the next reader, so the build refuses it.

const checked = ['lib', 'components', 'server'].flatMap(sourceFiles).filter((f) => !f.endsWith('.d.ts'));
const importers = [...checked, ...['entrypoints', 'test'].flatMap(sourceFiles), 'wxt.config.ts'];

// Exports in files another engineer is reworking (settings, storage, the popup's first read); they
// leave this list as that work lands.
const inOtherHands: Record<string, string[]> = {
  'lib/settings/changes.ts': ['Preference', 'WorkspaceField', 'changeName'],
  'lib/settings/read.ts': ['ActiveWorkspace', 'panelOf', 'settingsForScope', 'WorkspaceView'],
  'lib/storage.ts': ['PanelTicket', 'SettingsV1', 'UnsavedTyping', 'StoredSavedReplies'],
  'lib/storage-read.ts': ['ReadOnlyItem', 'ReadOnlyScoped', 'ReadOnlyCollection'],
  'lib/storage-migrations.ts': ['layoutTwoFrom', 'viewFrom'],
  'lib/storage-item.ts': ['ItemOptions'],
  'lib/sign-out.ts': ['signOutAtBroker'],
  'lib/theme.ts': ['setTheme'],
  'lib/worker/settings-store.ts': ['SETTINGS_KEY', 'VIEW_KEY'],
  'components/popup/first-read.ts': ['ListsRead'],
  'components/popup/ticket-lists-model.ts': ['ListName', 'REFRESH_CONCURRENCY'],
};

const has = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === kind);

/** The names a file exports, and the files whose exports it passes on with `export * from`. */
function exportsOf(file: string): { names: string[]; forwards: string[] } {
  const names: string[] = [];
  const forwards: string[] = [];
  for (const node of parse(file).statements) {
    if (ts.isExportDeclaration(node)) {
      if (node.exportClause && ts.isNamedExports(node.exportClause))
        names.push(...node.exportClause.elements.map((e) => e.name.text));
      else forwards.push(moduleFile(file, (node.moduleSpecifier as ts.StringLiteral).text) ?? '');
    } else if (ts.isExportAssignment(node) || has(node, ts.SyntaxKind.DefaultKeyword)) names.push('default');
    else if (has(node, ts.SyntaxKind.ExportKeyword) && ts.isVariableStatement(node))
      names.push(...node.declarationList.declarations.map((d) => d.name.getText()));
    else if (has(node, ts.SyntaxKind.ExportKeyword))
      names.push((node as ts.DeclarationStatement).name?.getText() ?? '');
  }
  return { names, forwards };
}

/** Names read as `id.name` (a value or a type) anywhere in the file, for a module bound to `id`. */
function membersRead(source: ts.SourceFile, id: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const [left, right] = ts.isPropertyAccessExpression(node)
      ? [node.expression, node.name]
      : ts.isQualifiedName(node)
        ? [node.left, node.right]
        : [];
    if (left && ts.isIdentifier(left) && left.text === id) found.push((right as ts.Identifier).text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The names a binding takes from a module: `{ a, b }`, or the `m.x` reads of `m`. */
const boundNames = (source: ts.SourceFile, binding: ts.BindingName | undefined): string[] | undefined =>
  binding && ts.isIdentifier(binding)
    ? membersRead(source, binding.text)
    : binding && ts.isObjectBindingPattern(binding)
      ? binding.elements.map((e) => (e.propertyName ?? e.name).getText())
      : undefined;

/** What `import('x')` takes: `.then((m) => m.X)`, `.then(({ X }) =>`, `(await import()).X`, `const m = await import()`. */
function dynamicNames(source: ts.SourceFile, call: ts.CallExpression): string[] | undefined {
  let node = call.parent;
  while (ts.isAwaitExpression(node) || ts.isParenthesizedExpression(node)) node = node.parent;
  if (ts.isPropertyAccessExpression(node) && node.name.text === 'then') {
    const callback = (node.parent as ts.CallExpression).arguments[0];
    return callback && ts.isArrowFunction(callback)
      ? boundNames(source, callback.parameters[0]?.name)
      : undefined;
  }
  if (ts.isPropertyAccessExpression(node)) return [node.name.text];
  return ts.isVariableDeclaration(node) ? boundNames(source, node.name) : undefined;
}

/** The keys of `Pick<typeof import('x'), 'a' | 'b'>` (a module bundled into a test page). */
function pickedNames(node: ts.ImportTypeNode): string[] | undefined {
  if (node.qualifier) return [node.qualifier.getText().split('.')[0] as string];
  const pick = node.parent;
  const keys =
    ts.isTypeReferenceNode(pick) && pick.typeName.getText() === 'Pick' ? pick.typeArguments?.[1] : undefined;
  return keys && (ts.isUnionTypeNode(keys) ? keys.types : [keys]).map((key) => key.getText().slice(1, -1));
}

const taken = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
  elements.map((e) => (e.propertyName ?? e.name).text);

/** Every [file, name] a file takes from the project; name '*' where it takes a whole module. */
function importsOf(file: string): [string, string][] {
  const source = parse(file);
  const found: [string, string][] = [];
  const take = (spec: ts.Expression | undefined, names: string[] | undefined) => {
    const target = spec && ts.isStringLiteral(spec) ? moduleFile(file, spec.text) : undefined;
    if (target && target !== file) for (const name of names ?? ['*']) found.push([target, name]);
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

describe('exports', () => {
  it('are each imported by another file, or are not exported', () => {
    const exports = new Map(checked.map((file) => [file, exportsOf(file)]));
    const used = new Set<string>();
    /** Marks `name` of `file` used, following `export * from` when the file does not declare it. */
    const use = (file: string, name: string): void => {
      const own = exports.get(file);
      if (name === '*') for (const n of own?.names ?? []) used.add(`${file}: ${n}`);
      if (own?.names.includes(name)) used.add(`${file}: ${name}`);
      else for (const forward of own?.forwards ?? []) use(forward, name);
    };
    for (const file of importers) for (const [target, name] of importsOf(file)) use(target, name);
    const unused = [...exports]
      .flatMap(([file, { names }]) =>
        names.filter((name) => !inOtherHands[file]?.includes(name)).map((name) => `${file}: ${name}`),
      )
      .filter((entry) => !used.has(entry));
    expect(unused, 'Nothing outside the file imports these: delete them, or drop `export`.').toEqual([]);
  });
});

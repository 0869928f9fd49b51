import { describe, expect, it } from 'vitest';
import { errorCodes } from '@/lib/api/errors';
import { enAll as en } from '@/lib/i18n/en-all';
import { hasMessage, pluralCategories } from '@/lib/i18n/format';
import { literalsOf, sourceTexts } from '@/test/unit/rules/source-strings';

// The rules that keep sentences in one catalog (lib/i18n/en/, all of it in en-all.ts) and out of the worker.

const catalog: Record<string, string> = en;
const keys = Object.keys(catalog);
const PLURAL = new RegExp(`\\.(${pluralCategories.join('|')})$`);
const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
/** Every template of a key: the key's own, or each of its plural forms. */
const templatesOf = (key: string) =>
  key in catalog ? [catalog[key] as string] : pluralCategories.flatMap((c) => catalog[`${key}.${c}`] ?? []);

const AREAS = [...new Set(keys.map((key) => key.split('.')[0]))];
const KEY_LIKE = new RegExp(`^(${AREAS.join('|')})\\.[a-z0-9-]+(\\.[a-z0-9-]+)*$`);
const code = sourceTexts('lib', 'components', 'entrypoints').filter(
  ({ file }) => !file.startsWith('lib/i18n/en'),
);
const used = code.flatMap(({ file, text }) =>
  literalsOf(file, text)
    .filter((literal) => KEY_LIKE.test(literal.text))
    .map((literal) => ({ ...literal, source: text })),
);

describe('the message catalog', () => {
  it('has a sentence for every error code', () => {
    const missing = errorCodes.filter((c) => !hasMessage(catalog, `error.${c}`));
    expect(missing, 'add `error.<code>` to lib/i18n/en/errors.ts for each new error code').toEqual([]);
  });

  it('gives every plural an `other` form, and its forms the same placeholders', () => {
    const problems = keys
      .filter((key) => PLURAL.test(key))
      .flatMap((key) => {
        const base = key.replace(PLURAL, '');
        if (!(`${base}.other` in catalog)) return [`${key}: add ${base}.other (the form every language has)`];
        const same =
          placeholders(catalog[key] ?? '')
            .sort()
            .join() ===
          placeholders(catalog[`${base}.other`] ?? '')
            .sort()
            .join();
        return same ? [] : [`${key}: use the placeholders of ${base}.other`];
      });
    expect(problems).toEqual([]);
  });

  it('writes placeholders only as {name}', () => {
    const broken = keys.filter((key) => /\{(?!\w+\})|(?<!\{\w*)\}/.test(catalog[key] ?? ''));
    expect(broken, 'a placeholder is `{name}`: letters, digits or _ between single braces').toEqual([]);
  });

  it('has every key the code uses', () => {
    expect(used.length, 'the scan finds the keys in the source').toBeGreaterThan(50);
    const unknown = used
      .filter(({ text }) => !hasMessage(catalog, text))
      .map(({ file, text }) => `${file}: ${text}`);
    expect(unknown, 'add these keys to the catalog (lib/i18n/en/*.ts), or fix their spelling').toEqual([]);
  });

  it('is given every placeholder where a key is used', () => {
    // The parameters (`name: …` or a shorthand `{ name }`) are looked for in the top-level
    // declaration that names the key.
    const declaration = /^(export )?(async )?(function|const|let)\b/m;
    const unsupplied = used.flatMap(({ file, at, text, source }) => {
      const starts = [...source.matchAll(new RegExp(declaration, 'gm'))].map((m) => m.index ?? 0);
      const from = Math.max(0, ...starts.filter((s) => s <= at));
      const to = starts.find((s) => s > at) ?? source.length;
      const scope = source.slice(from, to);
      return [...new Set(templatesOf(text).flatMap(placeholders))]
        .filter((name) => !new RegExp(`\\b${name}\\s*:|[{,]\\s*${name}\\s*[,}]`).test(scope))
        .map((name) => `${file}: ${text} needs {${name}}`);
    });
    expect(unsupplied, 'pass these parameters where the key is used (params: { name: … })').toEqual([]);
  });
});

describe('no prose in the worker', () => {
  // A sentence: no lowercase start, at least three words, a closing stop. Logs (console.*) and
  // plain Errors (never shown: describeError says "unexpected problem" for them) may keep theirs.
  const SENTENCE = /^[^a-z\s][^\n]*\s\S+\s[^\n]*[.!?…:]$/;
  it('keeps every sentence of lib/ in the catalog', () => {
    const prose = sourceTexts('lib')
      .filter(({ file }) => !file.startsWith('lib/i18n/'))
      .flatMap(({ file, text }) => literalsOf(file, text))
      .filter(
        ({ text, lineBefore }) =>
          SENTENCE.test(text.replace(/\$\{[^}]*\}/g, 'x')) &&
          !/(console\.\w+|new Error)\($/.test(lineBefore.trim()),
      )
      .map(({ file, text }) => `${file}: ${text}`);
    expect(
      prose,
      'the worker sends codes and parameters: add a key to lib/i18n/en/*.ts and throw ' +
        "new SidedeskError(code, { reason: 'error.…', params }) or return { key, params } instead",
    ).toEqual([]);
  });
});

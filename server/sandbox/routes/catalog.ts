import type { Handler } from 'hono';
import { ok } from '../envelope';
import { DEFAULT_LANGUAGE, type Language, requestedLanguage } from '../language';
import type { StoredInstance } from '../seed/instances';
import type { Store } from '../state/store';

/** `GET /categories`: the whole tree, top-level nodes holding their descendants. */
export function categoriesHandler(store: Store): Handler {
  return (c) => ok(c, store.state.categories);
}

/** An instance in the `wanted` language when it has it, else as stored (its default language). */
function localize(stored: StoredInstance, wanted: Language | undefined) {
  const { translations, ...instance } = stored;
  const translation = wanted && translations[wanted.name];
  if (!wanted || !translation) return instance;
  return { ...instance, ...translation, language: wanted.id };
}

/**
 * `GET /faq/instances`, localized by `SbLanguage` or the first `Accept-Language` entry. The
 * response headers name the language the request resolved to.
 */
export function instancesHandler(store: Store): Handler {
  return (c) => {
    const requested = requestedLanguage({
      sbLanguage: c.req.header('SbLanguage'),
      acceptLanguage: c.req.header('Accept-Language'),
    });
    const resolved = requested ?? DEFAULT_LANGUAGE;
    c.header('Content-Language', resolved.code);
    c.header('Content-SbLanguage', resolved.name);
    c.header('Vary', 'Accept-Language, SbLanguage');
    // Without a language header each FAQ keeps its own default language, as the real service does.
    return ok(
      c,
      store.state.instances.map((stored) => localize(stored, requested)),
    );
  };
}

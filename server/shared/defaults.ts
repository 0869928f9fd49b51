/**
 * `{...defaults, ...options}`, except that an option explicitly `undefined` (an unset
 * environment variable, typically) keeps its default instead of erasing it.
 */
export function withDefaults<D extends object, O extends object>(defaults: D, options: O): D & O {
  const given = Object.entries(options).filter(([, value]) => value !== undefined);
  return { ...defaults, ...Object.fromEntries(given) } as D & O;
}

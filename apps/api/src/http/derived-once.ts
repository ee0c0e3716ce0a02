// A schema a route derives from a module's constant (a closed body, an envelope, a resource's bulk body) is derived
// once per process and kept with what it came from: an app built again (the API suites build hundreds) hands fastify
// the very objects it compiled before, and the compilers (schema-compilers.ts) reuse what they compiled.

/**
 * What `make` answers for `source`, made on the first call and the same object on every later one while `source` lives.
 *
 * @example
 * const envelopes = new WeakMap<object, TSchema>();
 * derivedOnce(envelopes, resultSchema, () => envelopeSchema(resultSchema)) === derivedOnce(envelopes, resultSchema, ...); // true
 */
export function derivedOnce<T>(derived: WeakMap<object, T>, source: object, make: () => T): T {
  let value = derived.get(source);
  if (value === undefined) {
    value = make();
    derived.set(source, value);
  }
  return value;
}

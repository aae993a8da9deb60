/**
 * A contract schema built on first use: the web build wraps each schema declaration of a contract module in this
 * (build/contractView.ts), so loading a module to check one reply builds only the schemas that reply reaches
 * instead of all of them (zod's construction was most of a schema module's long task on a phone). The proxy
 * stands for the built value everywhere: reads, method calls (bound to it), `in`, keys, `instanceof` (zod's checks
 * read `_zod`). Only ever given a builder of an object (a zod schema): the transform picks such declarations.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let real: T | undefined;
  const built = (): T => (real ??= build());
  const bound = new WeakMap<object, unknown>();
  return new Proxy({} as T, {
    get(_, key) {
      const target = built();
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      // a method called on the proxy runs on the schema itself (zod's prototype methods read `this`)
      let fn = bound.get(value);
      if (!fn) bound.set(value, (fn = (value as (...a: unknown[]) => unknown).bind(target)));
      return fn;
    },
    set: (_, key, value) => Reflect.set(built(), key, value),
    has: (_, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor(_, key) {
      const d = Reflect.getOwnPropertyDescriptor(built(), key);
      // the proxy's own target lacks the property: it may not be reported as fixed
      return d && { ...d, configurable: true };
    },
    defineProperty: (_, key, d) => Reflect.defineProperty(built(), key, d),
    deleteProperty: (_, key) => Reflect.deleteProperty(built(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}

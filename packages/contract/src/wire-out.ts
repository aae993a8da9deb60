/** How a server view writes stored values on the wire. */

/**
 * `value` when it is one of `list` (a closed set of names: states, reasons), else `fallback`. Reads a stored
 * text column into the contract's union without trusting it.
 */
export function oneOf<T extends string, F extends string>(
  list: readonly T[],
  value: string,
  fallback: F,
): T | F {
  return (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A moment as ISO 8601 (UTC), `''` when there is none. */
export function isoTime(v: Date | null | undefined): string {
  return v ? v.toISOString() : '';
}

/**
 * Deterministic noise for the simulated feed: a stateless hash of integer keys, so any step of any
 * series can be computed directly from (seed, stream, step) — same seed, same series, on any machine.
 */

/** 32-bit finaliser of MurmurHash3 applied over the keys. */
export function hash32(...keys: number[]): number {
  let h = 0x9e3779b9;
  for (const key of keys) {
    // Mix in the low and high 32 bits, so step indexes beyond 2^32 still differ.
    h = mix(h ^ (key >>> 0));
    h = mix(h ^ Math.floor(key / 4294967296));
  }
  return h >>> 0;
}

function mix(x: number): number {
  let h = x | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** Uniform in (0, 1). */
export function uniform(...keys: number[]): number {
  return (hash32(...keys) + 0.5) / 4294967296;
}

/** Standard normal (Box–Muller over two independent uniforms). */
export function normal(...keys: number[]): number {
  const u1 = uniform(...keys, 1);
  const u2 = uniform(...keys, 2);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** A stable 32-bit id for a string (e.g. a symbol), used as a stream key. */
export function streamId(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return h >>> 0;
}

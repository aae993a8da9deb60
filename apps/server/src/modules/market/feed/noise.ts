/**
 * Deterministic noise for the simulated feed: a stateless hash of integer keys, so any step of any
 * series can be computed directly from (seed, stream, step) — same seed, same series, on any machine.
 * Keys are unsigned 32-bit integers (epoch seconds fit until 2106).
 */

/** MurmurHash3's 32-bit finaliser over one more key. */
export function mix(h: number, key: number): number {
  let x = (h ^ key) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}

/** Hash of a stream (seed + name id), the base of every key of that stream. */
export function streamBase(seed: number, stream: number): number {
  return mix(mix(0x9e3779b9, seed >>> 0), stream >>> 0);
}

/** Uniform in (0, 1) for (base, index, salt, k). */
export function uniform(base: number, index: number, salt: number, k: number): number {
  const h = mix(mix(mix(base, index >>> 0), salt), k) >>> 0;
  return (h + 0.5) / 4294967296;
}

/** Standard normal (Box–Muller over two independent uniforms). */
export function normal(base: number, index: number, salt: number, k: number): number {
  const u1 = uniform(base, index, salt, k * 2 + 1);
  const u2 = uniform(base, index, salt, k * 2 + 2);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** A stable 32-bit id for a string (e.g. a symbol), used as a stream key (FNV-1a). */
export function streamId(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return h >>> 0;
}

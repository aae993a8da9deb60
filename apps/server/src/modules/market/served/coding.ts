import zlib from 'node:zlib';
import { type Coding as PlatformCoding, negotiate } from '../../../platform/http/encoding';

/** A content coding a market read is sent in: zstd where Node has it (22.15+), else the platform's. */
export type Coding = PlatformCoding | 'zstd';

/** Node 22.15+ / 23.8+ compress zstd; on an older Node a client that takes zstd gets its next choice. */
export const ZSTD_AVAILABLE = typeof zlib.zstdCompressSync === 'function';

/**
 * The coding of a market read for an `Accept-Encoding`, in @fastify/compress's preference order (zstd, br,
 * gzip; `*` means gzip), whatever order the client lists them in: browsers send `gzip, deflate, br, zstd`
 * and get zstd. A coding listed with `q=0` is refused; no header (or nothing we offer) is identity.
 */
export function codingFor(header: string | undefined): Coding | undefined {
  if (!header) return undefined;
  const cached = chosen.get(header);
  if (cached !== undefined) return cached || undefined;
  const coding: Coding | undefined = ZSTD_AVAILABLE && acceptsZstd(header) ? 'zstd' : negotiate(header);
  // Clients send a handful of distinct headers: remember them (bounded) rather than parse each request's.
  if (chosen.size >= 64) chosen.clear();
  chosen.set(header, coding ?? '');
  return coding;
}
const chosen = new Map<string, Coding | ''>();

function acceptsZstd(header: string): boolean {
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'zstd') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

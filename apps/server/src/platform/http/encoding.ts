import zlib from 'node:zlib';

/** A content coding a cached reply may be sent in. */
export type Coding = 'br' | 'gzip';

/** Below this a compressed body saves too little to be worth a second variant. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * The coding to send for an `Accept-Encoding` header: brotli if the client takes it, else gzip, else none
 * (identity). A coding listed with `q=0` is refused; `*` accepts gzip. Browsers send
 * `gzip, deflate, br, zstd`; a client that sends nothing gets the bytes as they are.
 */
export function negotiate(header: string | undefined): Coding | undefined {
  if (!header) return undefined;
  const cached = negotiated.get(header);
  if (cached !== undefined) return cached || undefined;
  let br = false;
  let gzip = false;
  let star = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
    else if (name === '*') star = true;
  }
  const coding: Coding | undefined = br ? 'br' : gzip || star ? 'gzip' : undefined;
  // Clients send a handful of distinct headers: remember them (bounded) rather than parse each request's.
  if (negotiated.size >= 64) negotiated.clear();
  negotiated.set(header, coding ?? '');
  return coding;
}
const negotiated = new Map<string, Coding | ''>();

/** The body compressed in `coding` (brotli quality 4, gzip level 5: ~1–3 ms for 60 KB, once per cached body). */
export function compress(body: Buffer, coding: Coding): Buffer {
  return coding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.gzipSync(body, { level: 5 });
}

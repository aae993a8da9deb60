import zlib from 'node:zlib';
import { MIN_COMPRESSED_BYTES } from '../../../platform/http/encoding';
import type { RawJson } from '../../../platform/http/route';
import type { Coding } from './coding';

/** One representation of a reply: its bytes and every header that describes them, built once. */
export interface Variant {
  body: Buffer;
  etag: string;
  /** Content-Type, Content-Encoding (unless identity), Vary, ETag, Cache-Control: set in one call. */
  headers: Readonly<Record<string, string>>;
  /** What a 304 for this variant carries (ETag, Vary, Cache-Control). */
  notModified: Readonly<Record<string, string>>;
  /** The same without Cache-Control, for an answer whose Cache-Control is already set (no-store). */
  headersStored: Readonly<Record<string, string>>;
  notModifiedStored: Readonly<Record<string, string>>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The variants of a cacheable reply, each encoded at most once per reply: a RawJson is built once per change
 * (a tick for quotes and a live candle range, once for good for a settled closed range), so its gzip, brotli
 * and zstd bytes are too. brotli and gzip are the platform's (RawJson.encoded: the same bytes and ETags as a
 * POST or a signed-in read of the same data); zstd is level 3 (~1 ms for 60 KB).
 */
export function variantOf(raw: RawJson, coding: Coding | undefined): Variant {
  let variants = byReply.get(raw);
  if (!variants) byReply.set(raw, (variants = {}));
  const key = coding !== undefined && raw.body.length >= MIN_COMPRESSED_BYTES ? coding : 'identity';
  return (variants[key] ??= build(raw, key === 'identity' ? undefined : key));
}
const byReply = new WeakMap<RawJson, Partial<Record<Coding | 'identity', Variant>>>();

function build(raw: RawJson, coding: Coding | undefined): Variant {
  const body = !coding ? raw.body : coding === 'zstd' ? zstd(raw.body) : raw.encoded(coding);
  const etag = coding ? `${raw.etag.slice(0, -1)}-${coding}"` : raw.etag;
  const notModifiedStored = Object.freeze({ etag, vary: 'Accept-Encoding' });
  const headersStored = Object.freeze({
    'content-type': JSON_TYPE,
    ...(coding ? { 'content-encoding': coding } : {}),
    ...notModifiedStored,
  });
  const cacheControl = { 'cache-control': raw.caching?.cacheControl ?? 'no-cache' };
  return {
    body,
    etag,
    headers: Object.freeze({ ...headersStored, ...cacheControl }),
    notModified: Object.freeze({ ...notModifiedStored, ...cacheControl }),
    headersStored,
    notModifiedStored,
  };
}

function zstd(body: Buffer): Buffer {
  return zlib.zstdCompressSync(body, {
    params: {
      [zlib.constants.ZSTD_c_compressionLevel]: 3,
      [zlib.constants.ZSTD_c_checksumFlag]: 1,
    },
  });
}

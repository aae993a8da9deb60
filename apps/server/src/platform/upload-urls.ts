import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadServerKey } from './server-key';

/** How long a signed URL of an identity document serves it. */
export const SIGNED_URL_TTL_MS = 15 * 60_000;
/** Expiries are rounded up to this step, so a list read twice in a row hands out the same URLs (browser cache). */
const EXPIRY_STEP_S = 60;

/**
 * Short-lived signed URLs for uploads that are not public (identity documents): an <img> cannot
 * carry the Authorization header, so the API hands the owner and operators `?expires=<unix s>&signature=…`,
 * an HMAC-SHA256 of the stored name and the expiry under a server key.
 */
export class UploadUrlSigner {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  /** The query string (without `?`) that lets `name` be fetched until about SIGNED_URL_TTL_MS from now. */
  query(name: string): string {
    const expires = Math.ceil((this.now() + SIGNED_URL_TTL_MS) / 1000 / EXPIRY_STEP_S) * EXPIRY_STEP_S;
    return `expires=${expires}&signature=${this.mac(name, expires)}`;
  }

  /** Seconds the request's signature for `name` stays valid; 0 when it is missing, wrong or expired. */
  remainingSeconds(name: string, query: unknown): number {
    const q = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
    const { expires, signature } = q;
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return 0;
    const remaining = Number(expires) - Math.floor(this.now() / 1000);
    if (remaining <= 0) return 0;
    const expected = Buffer.from(this.mac(name, Number(expires)));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? remaining : 0;
  }

  private mac(name: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${name}\n${expires}`).digest('base64url');
  }
}

/**
 * The signing key: UPLOAD_URL_SECRET when set, else the key kept beside the uploads in DATA_DIR, generated at
 * the first start.
 */
export function loadUploadUrlKey(opts: { secret: string | undefined; keyFile: string }): Promise<Buffer> {
  return loadServerKey({ ...opts, what: 'upload URL key' });
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

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
 * the first start (`wx`, so two nodes sharing DATA_DIR that start together agree on one).
 */
export async function loadUploadUrlKey(opts: {
  secret: string | undefined;
  keyFile: string;
}): Promise<Buffer> {
  if (opts.secret) return Buffer.from(opts.secret, 'utf8');
  const read = async () => (await fs.readFile(opts.keyFile, 'utf8')).trim();
  let key = await read().catch(() => '');
  if (!key) {
    await fs.mkdir(path.dirname(opts.keyFile), { recursive: true });
    const fresh = randomBytes(32).toString('hex');
    const wrote = await fs.writeFile(opts.keyFile, `${fresh}\n`, { flag: 'wx', mode: 0o600 }).then(
      () => true,
      (err: NodeJS.ErrnoException) => {
        if (err.code !== 'EEXIST') throw err;
        return false;
      },
    );
    key = wrote ? fresh : await read();
    // Another node created the file an instant ago and may still be writing it.
    for (let i = 0; !key && i < 20; i++) {
      await new Promise((r) => setTimeout(r, 50));
      key = await read();
    }
  }
  if (key.length < 32) throw new Error(`${opts.keyFile}: the upload URL key is shorter than 32 characters`);
  return Buffer.from(key, 'utf8');
}

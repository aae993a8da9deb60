import { createECDH, createHash } from 'node:crypto';
import { loadServerKey } from '../../platform/server-key';

/** The key pair pushes are signed with (RFC 8292), base64url as web-push takes them, and the contact subject. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The public key (uncompressed point) of a P-256 private key; throws on a value that is not one. */
function publicOf(privateKey: Buffer): Buffer {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return ecdh.getPublicKey();
}

/**
 * A P-256 key pair derived from a server key (DATA_DIR/vapid.key): the same file gives the same pair on every
 * node and every start, and the shared file helper already settles two nodes creating it at once.
 */
export function vapidPairOf(serverKey: Buffer): { publicKey: string; privateKey: string } {
  for (let round = 0; ; round++) {
    const candidate = createHash('sha256').update(`meridian vapid ${round}:`).update(serverKey).digest();
    try {
      const publicKey = publicOf(candidate);
      return { publicKey: publicKey.toString('base64url'), privateKey: candidate.toString('base64url') };
    } catch {
      // a digest of zero or at least the curve's order (chance ≈ 2^-32) is no private key: hash again
      if (round > 8) throw new Error('no VAPID key could be derived');
    }
  }
}

/**
 * The contact push services are given: VAPID_SUBJECT, else the public https origin, else SMTP_FROM's address
 * (a subject must be a mailto: or an https: URL).
 */
export function vapidSubjectOf(opts: {
  subject: string | undefined;
  publicUrl: string | undefined;
  smtpFrom: string;
}): string {
  if (opts.subject) return opts.subject;
  if (opts.publicUrl?.startsWith('https://')) return opts.publicUrl;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(opts.smtpFrom)?.[1] ?? opts.smtpFrom.trim();
  return `mailto:${/^[^\s@]+@[^\s@]+$/.test(address) ? address : 'no-reply@meridian.local'}`;
}

/** The configured pair (checked to be one) or the one derived from the key file, with its subject. */
export async function loadVapidKeys(opts: {
  configured: { publicKey: string; privateKey: string } | undefined;
  keyFile: string;
  subject: string | undefined;
  publicUrl: string | undefined;
  smtpFrom: string;
}): Promise<VapidKeys> {
  const subject = vapidSubjectOf(opts);
  if (opts.configured) {
    const { publicKey, privateKey } = opts.configured;
    let matches = false;
    try {
      matches = publicOf(Buffer.from(privateKey, 'base64url')).toString('base64url') === publicKey;
    } catch {
      matches = false;
    }
    if (!matches) throw new Error('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
    return { publicKey, privateKey, subject };
  }
  const serverKey = await loadServerKey({ secret: undefined, keyFile: opts.keyFile, what: 'VAPID key' });
  return { ...vapidPairOf(serverKey), subject };
}

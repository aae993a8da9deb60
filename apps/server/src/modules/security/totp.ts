import { createHash, randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW,
} from '@meridian/contract/security';
import { Secret, TOTP } from 'otpauth';

/** Authenticator-app codes (RFC 6238: SHA1, 6 digits, 30 s) and one-time recovery codes. */

const ISSUER = 'Meridian';
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI a QR code carries. */
export function totpUri(secret: string, label: string): string {
  return totpOf(secret, label).toString();
}

/** The 30-s step a code belongs to (within TOTP_WINDOW of `nowMs`), or null when it matches none. */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: nowMs }) + delta;
}

/** RECOVERY_CODE_COUNT codes `xxxxx-xxxxx` (about 51 bits each), from the crypto random source. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * The stored form of a recovery code (as the contract normalises it: no dash, lower case). A fast SHA-256 is
 * right here, unlike for passwords: the codes are random with ~51 bits each, so there is no dictionary to try.
 */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
}

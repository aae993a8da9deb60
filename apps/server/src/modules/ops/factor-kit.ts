import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@meridian/contract/security';
import { Secret, TOTP } from 'otpauth';
import { loadServerKey } from '../../platform/server-key';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, SecretBox, totpStep } from '../security';
import type { FactorKit } from './operator-factors.deps';

/**
 * Operators' factor kit from the security module's generic pieces: its secret box (under the same server key,
 * with a key derived for operators' seeds), its TOTP step check and recovery codes. Only the otpauth URI is
 * built here, because the console's codes carry their own issuer.
 */
export async function factorKit(key: { secret: string | undefined; keyFile: string }): Promise<FactorKit> {
  const serverKey = await loadServerKey({ ...key, what: 'security key' });
  const box = new SecretBox(serverKey, 'meridian ops: operator totp secret');
  return {
    seal: (plain) => box.seal(plain),
    open: (sealed) => box.open(sealed),
    newTotp: (label, issuer) => {
      const secret = newTotpSecret();
      const totp = new TOTP({
        issuer,
        label,
        algorithm: 'SHA1',
        digits: TOTP_DIGITS,
        period: TOTP_PERIOD_SECONDS,
        secret: Secret.fromBase32(secret),
      });
      return { secret, uri: totp.toString() };
    },
    totpStep: (secret, code) => totpStep(secret, code, Date.now()),
    newRecoveryCodes,
    recoveryCodeHash,
  };
}

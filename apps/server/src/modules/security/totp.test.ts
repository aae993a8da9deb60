import { TOTP_PERIOD_SECONDS } from '@meridian/contract/security';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep, totpUri } from './totp';

const codeAt = (secret: string, ms: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: ms, period: TOTP_PERIOD_SECONDS });

describe('authenticator codes', () => {
  it('accepts the codes of the steps before and after now, returning their step, and no others', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_015_000;
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(totpStep(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(secret, codeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(secret, codeAt(secret, now + 60_000), now)).toBeNull();
    expect(totpStep(secret, codeAt(secret, now - 60_000), now)).toBeNull();
  });

  it('names Meridian and the account in the URI, with the secret', () => {
    const secret = newTotpSecret();
    const uri = totpUri(secret, 'ann@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Meridian:ann%40example\.com\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Meridian');
  });
});

describe('recovery codes', () => {
  it('makes ten distinct xxxxx-xxxxx codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  });

  it('hashes the code as typed with any case or dash the same way', () => {
    expect(recoveryCodeHash('AbCde-12345')).toBe(recoveryCodeHash('abcde12345'));
    expect(recoveryCodeHash('abcde-12345')).not.toBe(recoveryCodeHash('abcde-12346'));
  });
});

import { FACTOR_LOCKOUT } from '@meridian/contract/security';
import { refuse } from '@meridian/contract';
import { minutesUntil } from '../../platform/db/failure-window';
import type { Db } from '../../platform/db';
import type { Port } from '../../platform/tx-hooks';
import type { PasskeyVerifier } from './factors.deps';
import * as repo from './factors.repo';
import type { SecretBox } from './secret-box';
import { recoveryCodeHash, totpStep } from './totp';

/** A second factor as a request carries it (contract `secondFactorFields`); one of them is used. */
export interface FactorInput {
  totp_code?: string | undefined;
  recovery_code?: string | undefined;
  passkey_challenge?: string | undefined;
  passkey_response?: string | undefined;
}

export type ProvenFactor = 'totp' | 'recovery' | 'passkey';

const LIMITS = { tries: FACTOR_LOCKOUT.tries, lockMs: FACTOR_LOCKOUT.minutes * 60_000 };

export interface FactorsServiceDeps {
  db: Db;
  box: SecretBox;
  /** Verifies passkey assertions (the passkeys code provides it); absent, a passkey is refused. */
  passkeyVerifier: Port<PasskeyVerifier>;
  now?: () => number;
}

/**
 * Checks a user's second factor: an authenticator code (each code once), a recovery code (spent) or a passkey
 * assertion. Every try is counted before it is checked; FACTOR_LOCKOUT.tries wrong ones in a row lock every
 * factor for FACTOR_LOCKOUT.minutes (`factor_locked`), and a right one starts the count again.
 */
export class FactorsService {
  constructor(private readonly d: FactorsServiceDeps) {}

  /** Resolves with the factor that was proven; refuses `second_factor_required` when none was sent. */
  async prove(userId: number, input: FactorInput): Promise<ProvenFactor> {
    const kind = kindOf(input);
    if (!kind) throw refuse('second_factor_required', {}, 'totp_code');
    return this.counted(userId, async () => {
      await this.check(userId, kind, input);
      return kind;
    });
  }

  /**
   * Runs one second-factor check `attempt` under the lockout: counted before it runs; a throw is a wrong
   * factor (refused with `factor_locked` instead when this try reached the limit), a return clears the count.
   */
  async counted<T>(userId: number, attempt: () => Promise<T>): Promise<T> {
    const claim = await repo.claimFactorTry(this.d.db, userId, LIMITS);
    if (!claim.claimed) throw refuse('factor_locked', { minutes: minutesUntil(claim.lockedUntil) });
    let result: T;
    try {
      result = await attempt();
    } catch (err) {
      if (claim.lockedUntil) throw refuse('factor_locked', { minutes: minutesUntil(claim.lockedUntil) });
      throw err;
    }
    await repo.clearFactorFailures(this.d.db, userId);
    return result;
  }

  private async check(userId: number, kind: ProvenFactor, input: FactorInput): Promise<void> {
    switch (kind) {
      case 'totp':
        return this.checkTotp(userId, input.totp_code ?? '');
      case 'recovery':
        if (!(await repo.spendRecoveryCode(this.d.db, userId, recoveryCodeHash(input.recovery_code ?? ''))))
          throw refuse('recovery_code_invalid', {}, 'recovery_code');
        return;
      case 'passkey':
        return this.checkPasskey(userId, input);
    }
  }

  private async checkTotp(userId: number, code: string): Promise<void> {
    const row = await repo.totpOf(this.d.db, userId);
    if (!row?.secretEnc) throw refuse('totp_code_invalid', {}, 'totp_code');
    const step = totpStep(this.d.box.open(row.secretEnc), code, (this.d.now ?? Date.now)());
    if (step === null) throw refuse('totp_code_invalid', {}, 'totp_code');
    if (!(await repo.advanceTotpStep(this.d.db, userId, step)))
      throw refuse('totp_code_used', {}, 'totp_code');
  }

  private async checkPasskey(userId: number, input: FactorInput): Promise<void> {
    const verifier = this.d.passkeyVerifier.current;
    if (!verifier || !input.passkey_challenge || !input.passkey_response)
      throw refuse('passkey_invalid', {}, 'passkey_response');
    const owner = await verifier.verifyAssertion({
      userId,
      challenge: input.passkey_challenge,
      response: input.passkey_response,
    });
    if (owner.userId !== userId) throw refuse('passkey_invalid', {}, 'passkey_response');
  }
}

/** Which factor the request carries: a passkey assertion first, then an authenticator code, then a recovery code. */
function kindOf(input: FactorInput): ProvenFactor | undefined {
  if (input.passkey_challenge !== undefined || input.passkey_response !== undefined) return 'passkey';
  if (input.totp_code !== undefined) return 'totp';
  if (input.recovery_code !== undefined) return 'recovery';
  return undefined;
}

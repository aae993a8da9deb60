import { Port } from '../../platform/tx-hooks';

/** The second factor a sign-in or password reset carries (contract `secondFactorFields`), as sent. */
export interface SecondFactorFields {
  totp_code?: string | undefined;
  recovery_code?: string | undefined;
  passkey_challenge?: string | undefined;
  passkey_response?: string | undefined;
}

/**
 * Asks the account's second factor, after its first secret (password, or reset code) was verified: resolves
 * when the account holds none or `factor` proves one, throws a refusal (`second_factor_required`, a wrong
 * code, `factor_locked`) otherwise.
 */
export interface SecondFactorGate {
  check(userId: number, factor: SecondFactorFields): Promise<void>;
}

/**
 * What the account module publishes to the module holding second factors (service `accountGates`): a gate
 * before a password sign-in creates its session, and one before a password reset writes the new password.
 * Without a provider nobody is asked.
 */
export class AccountGates {
  readonly login = new Port<SecondFactorGate>('account: login second factor');
  readonly reset = new Port<SecondFactorGate>('account: reset second factor');
}

import type { Tx } from '../../platform/db';
import type { AuthSession } from '../../platform/http/route';
import { Port } from '../../platform/tx-hooks';

/** A change of the account's keys asked by a signed-in user, with the step-up proof the request carried. */
export interface CredentialChange {
  session: AuthSession;
  stepUp: string | undefined;
  /** An existing value is replaced (a pay password set before); false for a first one. */
  replacing: boolean;
}

/** Checks a credential change inside its transaction; a throw refuses it and rolls it back. */
export interface CredentialGuard {
  check(tx: Tx, change: CredentialChange): Promise<void>;
}

/** A session just created by a sign-in (password or passkey), in the transaction that stores it. */
export interface SessionStarted {
  userId: number;
  sessionId: number;
  /** The client's user agent, as stored on the session. */
  userAgent: string;
  ip: string;
  at: Date;
}

/** Told of an account event inside the transaction that makes it; a throw rolls the event back. */
export interface AccountWatcher<E> {
  on(tx: Tx, event: E): Promise<void>;
}

/**
 * What the account module publishes to the module protecting the account (service `accountGuards`): ports
 * called in the transaction of a pay-password change, of a phone or e-mail binding, of a login-password reset
 * (after the new hash is written) and of every sign-in's new session. Without providers nothing is guarded.
 */
export class AccountGuards {
  readonly payPasswordChange = new Port<CredentialGuard>('account: pay password guard');
  readonly contactChange = new Port<CredentialGuard>('account: contact guard');
  readonly passwordChanged = new Port<AccountWatcher<{ userId: number }>>('account: password changed');
  readonly sessionStarted = new Port<AccountWatcher<SessionStarted>>('account: session started');
}

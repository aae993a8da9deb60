import type { Tx } from '../../platform/db';
import type { AuthSession } from '../../platform/http/route';
import { Port } from '../../platform/tx-hooks';

/** Where a withdrawal goes: a saved address, or one of the user's two saved cards (one of each per user). */
export interface WithdrawalDestination {
  kind: 'address' | 'bank_card' | 'bank_card_international';
  /** The address book row; null for a card. */
  id: number | null;
  /** When the destination was saved, or last edited (an edit is a new destination). */
  savedAt: Date;
}

/** What a withdrawal guard is told: who asks, from which session, with which step-up proof, to where. */
export interface WithdrawalCheck {
  session: AuthSession;
  stepUp: string | undefined;
  destination: WithdrawalDestination;
}

/** Checks a withdrawal inside its transaction, after the user's lock; a throw refuses it and rolls it back. */
export interface WithdrawalGuard {
  check(tx: Tx, check: WithdrawalCheck): Promise<void>;
}

/**
 * What the wallet publishes to the module protecting withdrawals (service `walletGuards`): a port it calls in
 * every withdrawal's transaction, so whatever the guard spends (a step-up proof) is spent only if the withdrawal
 * commits. Without a provider withdrawals are not guarded.
 */
export class WalletGuards {
  readonly withdrawal = new Port<WithdrawalGuard>('wallet: withdrawal guard');
}

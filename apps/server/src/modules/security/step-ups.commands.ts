import { createHash } from 'node:crypto';
import { refuse } from '@meridian/contract';
import type { StepUpAction } from '@meridian/contract/security';
import type { DbOrTx } from '../../platform/db';
import { hasSecondFactor } from './factors';
import { spendStepUp } from './step-ups.repo';

/** The stored key of a step-up proof: only its SHA-256 (hex) is kept, like session tokens. */
export const stepUpId = (proof: string) => createHash('sha256').update(proof).digest('hex');

export interface StepUpUse {
  userId: number;
  sessionId: number;
  action: StepUpAction;
  /** The `step_up` field of the request, undefined when it carried none. */
  proof: string | undefined;
}

/**
 * Spends the step-up proof a guarded call carries, inside the caller's transaction (so a refused call leaves
 * it unspent, and of two calls racing on one proof exactly one gets it). A user without a second factor needs
 * none; otherwise a missing proof is `step_up_required`, and one expired, spent, of another session or of
 * another action is `step_up_invalid`.
 */
export async function consumeStepUp(tx: DbOrTx, use: StepUpUse): Promise<void> {
  if (use.proof === undefined || use.proof === '') {
    if (await hasSecondFactor(tx, use.userId)) throw refuse('step_up_required', {}, 'step_up');
    return;
  }
  const spent = await spendStepUp(tx, {
    id: stepUpId(use.proof),
    userId: use.userId,
    sessionId: use.sessionId,
    action: use.action,
  });
  if (!spent) throw refuse('step_up_invalid', {}, 'step_up');
}

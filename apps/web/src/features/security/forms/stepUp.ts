import type { SecondFactor, StepUpAction } from '@meridian/contract/security';
import { hashKey } from '@tanstack/react-query';
import { ApiError } from '../../../api/http';

/** Rules of the step-up: asking, sending with the proof, asking again when the proof is refused. */

/** The user closed the step-up sheet: the call it guarded is not sent. */
export class StepUpCancelled extends Error {
  constructor() {
    super('step-up cancelled');
    this.name = 'StepUpCancelled';
  }
}

/** A proof for `action`, or undefined when the user holds no second factor; rejects StepUpCancelled. */
export type AskStepUp = (action: StepUpAction, opts?: { fresh?: boolean }) => Promise<string | undefined>;

/**
 * `ask` from its two parts: the factors the user holds (`fresh` after a refusal), and the sheet that proves one of
 * them. Without a factor no sheet opens and the answer is undefined at once.
 */
export function makeAsk(
  factorsOf: (fresh: boolean) => Promise<readonly SecondFactor[]>,
  open: (action: StepUpAction, factors: readonly SecondFactor[]) => Promise<string>,
): AskStepUp {
  return async (action, opts) => {
    const factors = await factorsOf(opts?.fresh ?? false);
    return factors.length === 0 ? undefined : open(action, factors);
  };
}

/** A refusal of the proof (expired, used, missing): asking again can mend it. */
export function isStepUpRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'step_up_invalid' || error.code === 'step_up_required');
}

/** How many proofs one call may ask for before its refusal stands. */
export const STEP_UP_TRIES = 3;

/**
 * Asks for a proof, sends the call with it, and asks again (the overview fetched afresh) when the server refuses
 * the proof. `reuse` is a proof already sent with this very call whose outcome is unknown: it is sent again
 * instead of asking, so a retry stays the same intent. A cancelled sheet rejects before anything is sent.
 */
export async function withStepUp<T>(
  ask: AskStepUp,
  action: StepUpAction,
  send: (proof: string | undefined) => Promise<T>,
  reuse?: string,
): Promise<T> {
  let proof = reuse ?? (await ask(action));
  for (let tries = 1; ; tries++) {
    try {
      return await send(proof);
    } catch (e) {
      if (!isStepUpRefusal(e) || tries >= STEP_UP_TRIES) throw e;
      proof = await ask(action, { fresh: true });
    }
  }
}

/** Adds the proof to a request body (no field at all without one). */
export function withProof<B extends object>(body: B, proof: string | undefined): B & { step_up?: string } {
  return proof ? { ...body, step_up: proof } : body;
}

/**
 * The proof of a pending intent (sent, outcome unknown) of the same call as `body`: a retry sends it again, so
 * the Idempotency-Key stays and the server answers the first result instead of moving money twice.
 */
export function pendingProof(pending: unknown, body: object): string | undefined {
  if (!pending || typeof pending !== 'object') return undefined;
  const { step_up: proof, ...rest } = pending as { step_up?: unknown };
  if (typeof proof !== 'string') return undefined;
  return hashKey([rest]) === hashKey([body]) ? proof : undefined;
}

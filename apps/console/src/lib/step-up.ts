import { opsApi, type OpsStepUpAction } from '@meridian/contract/ops';
import { useSyncExternalStore } from 'react';
import { http } from '../api/http';

/**
 * Step-up before a console action that moves money: `requestStepUp(action)` opens the one step-up modal
 * (StepUpHost in the frame), which asks the operator's authenticator code, trades it for a proof (POST
 * /ops/step_up) and resolves with the proof; closing the modal rejects with StepUpCancelled.
 */
export class StepUpCancelled extends Error {
  constructor() {
    super('step-up cancelled');
    this.name = 'StepUpCancelled';
  }
}

export interface PendingStepUp {
  action: OpsStepUpAction;
  resolve: (proof: string) => void;
  reject: (err: Error) => void;
}

let pending: PendingStepUp | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Asks for a step-up proof of `action` (one modal at a time: a second request cancels the first). */
export function requestStepUp(action: OpsStepUpAction): Promise<string> {
  pending?.reject(new StepUpCancelled());
  return new Promise<string>((resolve, reject) => {
    pending = { action, resolve, reject };
    emit();
  });
}

/** Trades a code for a proof; the modal stays open on a refusal (wrong or used code) so the operator retries. */
export async function proveStepUp(code: string): Promise<void> {
  const current = pending;
  if (!current) return;
  const { proof } = await http.call(opsApi.stepUp, { action: current.action, totp_code: code });
  pending = null;
  emit();
  current.resolve(proof);
}

export function cancelStepUp(): void {
  const current = pending;
  pending = null;
  emit();
  current?.reject(new StepUpCancelled());
}

/** The step-up the modal shows now, if any. */
export function useStepUpRequest(): PendingStepUp | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending,
    () => null,
  );
}

/** The body of a money action with a fresh proof of its action (asks the operator first). */
export async function withStepUp<T extends object>(
  action: OpsStepUpAction,
  input: T,
): Promise<T & { step_up: string }> {
  return { ...input, step_up: await requestStepUp(action) };
}

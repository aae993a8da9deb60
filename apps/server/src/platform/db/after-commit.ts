import type { Tx } from './index';

/** Work to do once a transaction has committed (a socket push): never for a transaction that rolled back. */
export type AfterCommit = () => void;

const pending = new WeakMap<Tx, AfterCommit[]>();

/**
 * Runs `effect` once the transaction `tx` has committed, and never if it rolls back. `tx` must be the handle
 * of a top-level transaction of a database opened by `connectDatabase` (a savepoint's handle is refused: its
 * own rollback could not be told apart). Effects run in order, right after the commit; one that throws is
 * reported to `onError` and does not stop the others (the commit already happened).
 */
export function afterCommit(tx: Tx, effect: AfterCommit): void {
  const effects = pending.get(tx);
  if (!effects) throw new Error('afterCommit: not the handle of a top-level transaction of connectDatabase');
  effects.push(effect);
}

/**
 * Where the effects of `tx` stand now, taken when a savepoint is set inside it by hand (group commit). If the
 * work behind that savepoint rolls back to it, `dropAfterCommitSince(tx, mark)` forgets the effects it
 * registered: they belong to work that will never commit, even though `tx` itself does.
 */
export function afterCommitMark(tx: Tx): number {
  return pending.get(tx)?.length ?? 0;
}

/** Forgets the effects `tx` registered since `mark` (see `afterCommitMark`). */
export function dropAfterCommitSince(tx: Tx, mark: number): void {
  const effects = pending.get(tx);
  if (effects && effects.length > mark) effects.length = mark;
}

/** Called by the transaction wrapper of `connectDatabase` when a top-level transaction starts. */
export function trackTransaction(tx: Tx): AfterCommit[] {
  const effects: AfterCommit[] = [];
  pending.set(tx, effects);
  return effects;
}

/** Called by the transaction wrapper once the transaction committed. */
export function runAfterCommit(effects: readonly AfterCommit[], onError: (err: unknown) => void): void {
  for (const effect of effects) {
    try {
      effect();
    } catch (err) {
      onError(err);
    }
  }
}

/**
 * Trigger index: price triggers per symbol — futures limit activations, take-profit,
 * stop-loss and liquidation prices — kept in sorted structures so a tick costs O(log n + fired), never a scan
 * of every position. Prices are exact: scaled integers (bigint ticks of the pair), never floats.
 *
 * A trigger fires on the first tick whose price crosses its level in its direction:
 * - 'above': fires when price >= level (a long's take-profit, a short's stop-loss or liquidation, a pending
 *   sell limit's activation);
 * - 'below': fires when price <= level (a long's stop-loss or liquidation, a short's take-profit, a pending
 *   buy limit's activation).
 * A fired trigger is removed from the index (one-shot). Firing order within one tick: 'above' triggers by
 * level ascending, 'below' triggers by level descending (the ones the price passed first fire first), ties by
 * insertion order.
 */

export type TriggerDirection = 'above' | 'below';

export interface Trigger<P = unknown> {
  /** Unique across the whole index (e.g. `tp:123`, `liq:45`). */
  id: string;
  symbol: string;
  direction: TriggerDirection;
  /** The price level in the symbol's ticks. */
  level: bigint;
  /** Whatever the owner needs to act on the trigger (position id, reason…). */
  payload: P;
}

export interface TriggerIndex<P = unknown> {
  /** Adds a trigger; replaces an existing trigger with the same id (it may move symbol, level, direction). */
  add(trigger: Trigger<P>): void;
  /**
   * Adds many triggers: the same index as `add` of each in this order (a later one with the same id replaces
   * an earlier one). On an empty index (a rebuild after a restart) they are bulk-built: each level found by a
   * hash, the levels sorted once, instead of one ordered insert each.
   */
  load(triggers: readonly Trigger<P>[]): void;
  /** Removes a trigger; false if it was not there. */
  remove(id: string): boolean;
  get(id: string): Trigger<P> | undefined;
  /**
   * Applies one price tick of `symbol`: removes and returns every trigger of that symbol the price reached,
   * in firing order. At most `limit` are returned (default: all); the rest stay in the index and fire on the
   * next call (so a burst is processed in bounded slices: call again with the same price until it returns
   * fewer than `limit`).
   */
  tick(symbol: string, price: bigint, limit?: number): Trigger<P>[];
  /** Triggers of one symbol (for tests, rebuilds and metrics). */
  count(symbol?: string): number;
}

/**
 * A deliberately naive trigger index: one array of open triggers per symbol, and every tick scans the whole
 * array of its symbol, sorts what crossed into firing order and takes the first `limit`. Adds and removes are
 * O(1) (append, swap-remove through an id → slot map), so the only difference from the real index is the scan.
 * The property tests check the index against it; the benchmark (bench/trigger-index.ts) times it as the
 * baseline.
 */
import type { Trigger, TriggerIndex } from './types';

interface Slot<P> {
  trigger: Trigger<P>;
  seq: number;
  index: number;
}

export class NaiveTriggerIndex<P = unknown> implements TriggerIndex<P> {
  private readonly bySymbol = new Map<string, Slot<P>[]>();
  private readonly ids = new Map<string, Slot<P>>();
  private seq = 0;

  add(trigger: Trigger<P>): void {
    this.remove(trigger.id);
    let list = this.bySymbol.get(trigger.symbol);
    if (list === undefined) {
      list = [];
      this.bySymbol.set(trigger.symbol, list);
    }
    const slot: Slot<P> = { trigger: { ...trigger }, seq: (this.seq += 1), index: list.length };
    list.push(slot);
    this.ids.set(trigger.id, slot);
  }

  load(triggers: readonly Trigger<P>[]): void {
    for (const t of triggers) this.add(t);
  }

  remove(id: string): boolean {
    const slot = this.ids.get(id);
    if (slot === undefined) return false;
    this.ids.delete(id);
    const list = this.bySymbol.get(slot.trigger.symbol)!;
    const last = list.pop()!;
    if (last !== slot) {
      list[slot.index] = last;
      last.index = slot.index;
    }
    return true;
  }

  get(id: string): Trigger<P> | undefined {
    return this.ids.get(id)?.trigger;
  }

  tick(symbol: string, price: bigint, limit = Infinity): Trigger<P>[] {
    const list = this.bySymbol.get(symbol);
    if (list === undefined) return [];
    const crossed: Slot<P>[] = [];
    for (const slot of list) {
      const { direction, level } = slot.trigger;
      if (direction === 'above' ? price >= level : price <= level) crossed.push(slot);
    }
    if (crossed.length === 0) return [];
    crossed.sort(firingOrder);
    const fired = crossed.slice(0, limit);
    for (const slot of fired) this.remove(slot.trigger.id);
    return fired.map((s) => s.trigger);
  }

  count(symbol?: string): number {
    if (symbol === undefined) return this.ids.size;
    return this.bySymbol.get(symbol)?.length ?? 0;
  }
}

/** 'above' before 'below'; 'above' by level ascending, 'below' by level descending; then insertion order. */
function firingOrder<P>(a: Slot<P>, b: Slot<P>): number {
  const da = a.trigger.direction;
  const db = b.trigger.direction;
  if (da !== db) return da === 'above' ? -1 : 1;
  const la = a.trigger.level;
  const lb = b.trigger.level;
  if (la !== lb) return (da === 'above' ? la < lb : la > lb) ? -1 : 1;
  return a.seq - b.seq;
}

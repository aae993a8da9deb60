import type { DbOrTx } from './db';

/** A subscriber of a lifecycle hook: runs inside the transaction of the change, with every item it made. */
export type TxHook<E> = (tx: DbOrTx, items: readonly E[]) => Promise<void>;

/**
 * A lifecycle hook a core module publishes through its entry (positions opened, changed, closed): other
 * modules subscribe at set-up and run inside the transaction of the change, in subscription order, once per
 * batch, so whatever they write commits or rolls back with it (a throw rolls the change back). Work that may
 * wait for the commit belongs on the durable domain events instead.
 */
export class TxHooks<E> {
  private readonly hooks = new Set<TxHook<E>>();

  /** Subscribes `hook`; returns the unsubscribe. */
  on(hook: TxHook<E>): () => void {
    this.hooks.add(hook);
    return () => this.hooks.delete(hook);
  }

  /** Runs every subscriber on `items` (nothing for an empty batch). */
  async run(tx: DbOrTx, items: readonly E[]): Promise<void> {
    if (items.length === 0) return;
    for (const hook of this.hooks) await hook(tx, items);
  }
}

/**
 * A port a core module publishes and one other module provides at set-up (a voucher paying part of a
 * product's margin), read by the core when it needs it.
 */
export class Port<T> {
  private value: T | undefined;

  constructor(private readonly name: string) {}

  /** Called once by the providing module. */
  provide(value: T): void {
    if (this.value !== undefined) throw new Error(`${this.name} is already provided`);
    this.value = value;
  }

  /** The provided value, or undefined while no module provides one. */
  get current(): T | undefined {
    return this.value;
  }
}

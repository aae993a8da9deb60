import type pg from 'pg';

/**
 * The one connection of a node (of a pool) on which every leadership role holds its advisory lock. A lock is its
 * session's, so one session can hold them all: the node pins one pooled connection for its roles instead of one
 * per role it leads (ten roles took half of a 20-connection pool on the node leading them all).
 *
 * A role that finds the connection gone, slow or no longer holding its lock discards it: closing it frees every
 * lock on it, which each other role's next check sees, so they all step down and try again on a new connection.
 * Session locks are re-entrant, so the connection also keeps which keys its roles hold or are taking: a second
 * role of the same name on this node must follow, as it would on another node.
 */
export class LockConnection {
  private client: pg.PoolClient | undefined;
  private connecting: Promise<pg.PoolClient> | undefined;
  /** The last statement sent on the current connection: a pg client must not be sent two at once. */
  private tail: Promise<unknown> = Promise.resolve();
  private readonly claimed = new Set<string>();
  private readonly roles = new Set<object>();

  constructor(private readonly pool: pg.Pool) {}

  /** A role that may lock on this connection: it stays open until every such role has left. */
  join(role: object): void {
    this.roles.add(role);
  }

  leave(role: object): void {
    this.roles.delete(role);
    this.giveBackIfUnused();
  }

  /** The current connection, opened when there is none (a connect slower than `timeoutMs` fails). */
  get(timeoutMs: number): Promise<pg.PoolClient> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= bounded(this.pool.connect(), timeoutMs, (late) => late.release(true))
      .then((client) => {
        client.on('error', ignore);
        this.client = client;
        this.tail = Promise.resolve();
        return client;
      })
      .finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  /** Runs one statement on `client` once the ones sent before it on the current connection have answered. */
  query<R extends pg.QueryResultRow>(
    client: pg.PoolClient,
    text: string,
    values: unknown[],
  ): Promise<pg.QueryResult<R>> {
    if (client !== this.client) return client.query<R>(text, values);
    const run = this.tail.then(() => client.query<R>(text, values));
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Whether `client` is still the connection the roles lock on (not discarded since). */
  isCurrent(client: pg.PoolClient): boolean {
    return this.client === client;
  }

  /** Marks `key` as taken by a role of this node; false when another role of this node has it. */
  claim(key: string): boolean {
    if (this.claimed.has(key)) return false;
    this.claimed.add(key);
    return true;
  }

  /** The key is free again on this node (its lock was refused or released). */
  unclaim(key: string): void {
    this.claimed.delete(key);
    this.giveBackIfUnused();
  }

  /** Closes `client` if it is still the current connection: the server frees every lock on it. */
  discard(client: pg.PoolClient): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.claimed.clear();
    client.release(true);
  }

  private giveBackIfUnused(): void {
    const client = this.client;
    if (!client || this.roles.size > 0 || this.claimed.size > 0) return;
    this.client = undefined;
    client.release();
    client.off('error', ignore);
  }
}

const connections = new WeakMap<pg.Pool, LockConnection>();

/** The pool's lock connection (one per pool, so one per node). */
export function lockConnectionOf(pool: pg.Pool): LockConnection {
  let c = connections.get(pool);
  if (!c) connections.set(pool, (c = new LockConnection(pool)));
  return c;
}

function ignore(): void {
  // A lock connection's error (the server went away) is seen by the next step; it must not crash the node.
}

/** `p`, or a rejection after `ms`; a value that arrives late goes to `late` (a connection to close). */
export function bounded<T>(p: Promise<T>, ms: number, late?: (value: T) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      reject(new Error(`database did not answer within ${ms} ms`));
    }, ms);
    timer.unref();
    p.then(
      (value) => {
        if (done) return late?.(value);
        done = true;
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

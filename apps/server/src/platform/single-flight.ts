/**
 * Concurrent calls with the same key share one run: the first starts `run`, the others get its promise until
 * it settles (then the key is free again; nothing is cached). Per process.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  do(key: string, run: () => Promise<T>): Promise<T> {
    const pending = this.running.get(key);
    if (pending) return pending;
    const started = run().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}

import { ApiError } from '../../api/http';

/** Transport faults after which the server may or may not have done the action (the reply never came). */
const UNKNOWN_OUTCOME = new Set(['network', 'timeout', 'invalid']);

/**
 * Idempotency keys of a screen's money actions (borrow, repay, add collateral). Sending the same request again
 * after a lost reply reuses its key, so the server does it at most once; a different request gets a new key
 * (the server refuses a key reused for another body); once a reply came back — done or refused — the next
 * action is a new one.
 */
export class ActionKeys {
  private last: { body: string; key: string } | null = null;

  constructor(private readonly make: () => string) {}

  keyFor(body: unknown): string {
    const json = JSON.stringify(body);
    if (this.last?.body !== json) this.last = { body: json, key: this.make() };
    return this.last.key;
  }

  /** After the call: forget the key unless the outcome is unknown (a retry of the same body must reuse it). */
  settle(error?: unknown): void {
    if (error instanceof ApiError && UNKNOWN_OUTCOME.has(error.type)) return;
    this.last = null;
  }
}

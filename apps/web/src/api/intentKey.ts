import type { AnyEndpoint, RequestOf, ResponseOf } from '@meridian/contract';
import { hashKey } from '@tanstack/react-query';
import { ApiError, api } from './http';
import type { CallOptions } from './http';
import { newUuid } from '../lib/uuid';

/**
 * The one way the app makes Idempotency-Keys. An intent is a money-moving call with its exact request body: it
 * keeps its key while its outcome is unknown (no reply, an unreadable one, or the server still busy with the
 * first copy), so a retry is answered with the first result instead of moving money twice; a definitive answer
 * (done, or a refusal) or a different body makes the next send a new intent with a new key.
 */

/** Transport faults after which the server may or may not have acted (it never answered definitively). */
const UNKNOWN_TYPES = new Set(['network', 'timeout', 'invalid']);
/** A refusal that means "a request under this key is still running", not "no". */
const STILL_RUNNING = 'too_many_requests';

/** Whether a failure leaves the intent's outcome unknown (anything unexpected counts: keeping a key is safe). */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return UNKNOWN_TYPES.has(error.type) || error.code === STILL_RUNNING;
}

/** The key of one call's pending intent: at most one, replaced when the body changes. */
export class IntentKeys {
  private pending: { intent: string; key: string; body: unknown } | null = null;

  constructor(private readonly make: () => string = newUuid) {}

  /** The key for this body: the pending one when it is the same intent (key order does not matter), else new. */
  keyFor(body: unknown): string {
    const intent = hashKey([body]);
    if (this.pending?.intent !== intent) this.pending = { intent, key: this.make(), body };
    return this.pending.key;
  }

  /** The body of the pending intent (sent, its outcome not known yet), if any. */
  pendingBody(): unknown {
    return this.pending?.body;
  }

  /** After the reply: the key is kept only while the outcome is unknown, for a retry of the same body. */
  settle(key: string, error?: unknown): void {
    if (this.pending?.key !== key) return;
    if (error === undefined || !outcomeUnknown(error)) this.pending = null;
  }
}

/** One slot per endpoint, for the app's life: a retry from a screen opened again still finds its key. */
const slots = new Map<string, IntentKeys>();

function slotOf(endpoint: AnyEndpoint): IntentKeys {
  let slot = slots.get(endpoint.path);
  if (!slot) {
    slot = new IntentKeys();
    slots.set(endpoint.path, slot);
  }
  return slot;
}

/**
 * The body of the endpoint's intent whose outcome is not known yet (in flight, or its reply lost), if any: a
 * screen keeps what it would send equal to it, so a retry reuses its key instead of making a second intent.
 */
export function pendingIntent<E extends AnyEndpoint>(endpoint: E): RequestOf<E> | undefined {
  return slots.get(endpoint.path)?.pendingBody() as RequestOf<E> | undefined;
}

/** Sends a money-moving call under its intent's Idempotency-Key (the only caller of such endpoints). */
export async function sendIntent<E extends AnyEndpoint>(
  endpoint: E,
  body: RequestOf<E>,
  opts: Omit<CallOptions, 'idempotencyKey'> = {},
): Promise<ResponseOf<E>> {
  const slot = slotOf(endpoint);
  const key = slot.keyFor(body);
  try {
    const reply = await api.call(endpoint, body, { ...opts, idempotencyKey: key });
    slot.settle(key);
    return reply;
  } catch (error) {
    slot.settle(key, error);
    throw error;
  }
}

import { defineEndpoint } from '@meridian/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, configureHttp, defaultHttpConfig } from './http';
import { IntentKeys, outcomeUnknown, pendingIntent, sendIntent } from './intentKey';
import { sent, serve } from './testIntentServer';
import { newUuid } from '../lib/uuid';

afterEach(() => configureHttp(defaultHttpConfig));

let paths = 0;
/** A money-moving endpoint of its own per test (each endpoint keeps its pending intent for the app's life). */
function endpoint() {
  return defineEndpoint({
    method: 'POST',
    path: `/test/intent/${++paths}`,
    auth: 'required',
    idempotent: true,
    request: z.object({ side: z.string(), amount: z.string() }),
    response: z.object({ id: z.number() }),
    summary: 'test',
  });
}

const up = { side: 'up', amount: '10' };
const down = { side: 'down', amount: '10' };

/** Sends and swallows the failure (the http helper toasts it; the test reads what went out). */
async function attempt(e: ReturnType<typeof endpoint>, body: { side: string; amount: string }) {
  try {
    return await sendIntent(e, body, { silent: true, loading: false });
  } catch (err) {
    return err;
  }
}

describe('sendIntent: one intent, one Idempotency-Key', () => {
  it('keeps the key across retries whose outcome is unknown (time-out, network error, 5xx, still running)', async () => {
    const e = endpoint();
    serve(['hang', 'offline', { status: 502 }, { refuse: 'too_many_requests' }, { ok: { id: 1 } }]);
    const first = await attempt(e, up);
    expect(first).toBeInstanceOf(ApiError);
    expect((first as ApiError).type).toBe('timeout');
    for (let i = 0; i < 3; i++) await attempt(e, { amount: '10', side: 'up' });
    await expect(sendIntent(e, up, { silent: true })).resolves.toEqual({ id: 1 });
    expect(sent).toHaveLength(5);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
  });

  it('makes a new key after a success: doing the same thing again is a new intent', async () => {
    const e = endpoint();
    serve([{ ok: { id: 1 } }, { ok: { id: 2 } }]);
    await sendIntent(e, up, { silent: true });
    await sendIntent(e, up, { silent: true });
    expect(sent[0]!.key).not.toBe(sent[1]!.key);
  });

  it('makes a new key after a refusal, so the corrected request is not "idempotency_key_reused"', async () => {
    const e = endpoint();
    serve([{ refuse: 'insufficient_balance' }, { refuse: 'insufficient_balance' }, { ok: { id: 3 } }]);
    await attempt(e, up);
    await attempt(e, up);
    await attempt(e, down);
    expect(new Set(sent.map((s) => s.key)).size).toBe(3);
  });

  it('makes a new key when the body changes, even while the first outcome is unknown', async () => {
    const e = endpoint();
    serve(['hang', { ok: { id: 4 } }, 'offline', { ok: { id: 5 } }]);
    await attempt(e, up);
    await attempt(e, down);
    await attempt(e, { side: 'down', amount: '11' });
    await attempt(e, { side: 'down', amount: '11' });
    const keys = sent.map((s) => s.key);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).toBe(keys[2]);
  });

  it('keeps one pending intent per endpoint: another call does not take or drop its key', async () => {
    const a = endpoint();
    const b = endpoint();
    serve(['offline', { ok: { id: 6 } }, { ok: { id: 7 } }]);
    await attempt(a, up);
    await attempt(b, up);
    await attempt(a, up);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
    expect(sent[2]!.key).toBe(sent[0]!.key);
  });
});

describe('pendingIntent', () => {
  it('tells the body of an intent whose outcome is unknown, until a definitive answer', async () => {
    const e = endpoint();
    expect(pendingIntent(e)).toBeUndefined();
    serve(['offline', { refuse: 'insufficient_balance' }]);
    await attempt(e, up);
    expect(pendingIntent(e)).toEqual(up);
    await attempt(e, up);
    expect(pendingIntent(e)).toBeUndefined();
  });
});

describe('IntentKeys', () => {
  function keys() {
    let n = 0;
    return new IntentKeys(() => `k${++n}`);
  }

  it('reads the intent from the exact body, whatever the order of its fields', () => {
    const k = keys();
    const key = k.keyFor({ a: '1', b: { c: 2, d: 3 } });
    k.settle(key, new ApiError('timeout', 'timeout'));
    expect(k.keyFor({ b: { d: 3, c: 2 }, a: '1' })).toBe('k1');
    expect(k.keyFor({ a: '1', b: { c: 2, d: 4 } })).toBe('k2');
  });

  it('ignores the settling of a key that is no longer the pending one', () => {
    const k = keys();
    const first = k.keyFor({ x: 1 });
    expect(k.keyFor({ x: 2 })).toBe('k2');
    k.settle(first);
    expect(k.keyFor({ x: 2 })).toBe('k2');
  });

  it('tells unknown outcomes from definitive answers', () => {
    expect(outcomeUnknown(new ApiError('timeout', 'timeout'))).toBe(true);
    expect(outcomeUnknown(new ApiError('offline', 'network'))).toBe(true);
    expect(outcomeUnknown(new ApiError('HTTP 500', 'network', { status: 500 }))).toBe(true);
    expect(outcomeUnknown(new ApiError('bad JSON', 'invalid'))).toBe(true);
    expect(outcomeUnknown(new ApiError('busy', 'error', { code: 'too_many_requests' }))).toBe(true);
    expect(outcomeUnknown(new Error('unexpected'))).toBe(true);
    expect(outcomeUnknown(new ApiError('no', 'error', { code: 'insufficient_balance' }))).toBe(false);
    expect(outcomeUnknown(new ApiError('log in', '999'))).toBe(false);
  });
});

describe('newUuid', () => {
  it('makes a version 4 UUID without randomUUID (plain-HTTP origins)', () => {
    const id = newUuid({ getRandomValues: <T extends ArrayBufferView | null>(a: T) => a });
    expect(id).toBe('00000000-0000-4000-8000-000000000000');
  });
});

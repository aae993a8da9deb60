import { OPTIONS_MAX_OPEN_ORDERS } from '@meridian/contract/options';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/invariants';
import {
  fakeClock,
  micro,
  optionTrader,
  orderOf,
  settlerReady,
  submit,
  tick,
  BTC_USDT,
} from './options.testing';

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
const START = (Math.floor(Date.now() / 1000) - 3600) * 1000 + 100;
const sec = () => Math.floor(clock.now() / 1000);

beforeAll(async () => {
  t = await createTestApp();
  clock = fakeClock(t, START);
  await settlerReady(t);
});
afterAll(async () => {
  await t.close();
});

const REQUESTS = 100;

describe('seconds options: the open-order cap under concurrency', () => {
  it(`${REQUESTS} concurrent submits for the last free slot: exactly one is accepted`, async () => {
    const u = await optionTrader(t, '10000');
    // fill all but one slot (one per second: the submit interval)
    for (let i = 0; i < OPTIONS_MAX_OPEN_ORDERS - 1; i++) {
      clock.advance(1_000);
      tick(t, BTC_USDT, sec(), '100.00');
      orderOf(await submit(t, u, { type: 1, seconds: 300, number: '10' }));
    }
    clock.advance(1_000);
    tick(t, BTC_USDT, sec(), '100.00');
    const replies = await Promise.all(
      Array.from({ length: REQUESTS }, () => submit(t, u, { type: 2, seconds: 300, number: '10' })),
    );
    const ok = replies.filter((r) => r.body.type === 'ok').length;
    const refused = replies.filter((r) => r.body.code === 'microtrade_too_many_open');
    console.info(`options cap race: ${ok} accepted, ${refused.length} refused`);
    expect(ok).toBe(1);
    expect(refused.length).toBe(REQUESTS - 1);
    expect(refused[0]?.body.message).toBe(
      `You already have ${OPTIONS_MAX_OPEN_ORDERS} open options; wait for one to settle`,
    );
    const open = await t.database.db.execute<{ n: number } & Record<string, unknown>>(
      sql`SELECT count(*)::int AS n FROM option_orders WHERE user_id = ${u.uid} AND status = 1`,
    );
    expect(open.rows[0]?.n).toBe(OPTIONS_MAX_OPEN_ORDERS);
    // only the accepted stakes left the account
    expect((await micro(t, u.uid)).toFixed()).toBe(String(10000 - 10 * OPTIONS_MAX_OPEN_ORDERS));
    expect(await checkLedger(t.database.db)).toEqual([]);
  }, 60_000);
});

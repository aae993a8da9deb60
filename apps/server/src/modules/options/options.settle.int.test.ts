import { checkLedger } from '../ledger/invariants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/api';
import { prunePrices } from './options.repo';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  fakeClock,
  house,
  micro,
  optionTrader,
  orderOf,
  result,
  settleEntryCounts,
  settlerReady,
  submit,
  tick,
  BTC_USDT,
  type OptionTrader,
} from './options.testing';

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
let alice: OptionTrader;
/** Whole second an hour ago, plus 400 ms: orders open mid-second. */
const START = (Math.floor(Date.now() / 1000) - 3600) * 1000 + 400;

beforeAll(async () => {
  t = await createTestApp();
  clock = fakeClock(t, START);
  alice = await optionTrader(t, '1000');
  await settlerReady(t);
});
afterAll(async () => {
  await t.close();
});

/** Opens one 30 s option at the current clock on BTC/USDT with entry price 100.00; returns it. */
async function open(type: 1 | 2, stake = '100') {
  const sec = Math.floor(clock.now() / 1000);
  tick(t, BTC_USDT, sec, '100.00');
  const order = orderOf(await submit(t, alice, { type, seconds: 30, number: stake }));
  return { order, settleSecond: Math.floor((clock.now() + 30_000) / 1000) };
}

/** The feed ticks through the settle second (price `at`) and the next one (price `after`). */
async function expire(settleSecond: number, at: string, after: string) {
  clock.set(settleSecond * 1000 + 900);
  tick(t, BTC_USDT, settleSecond, at);
  clock.set((settleSecond + 1) * 1000 + 100);
  tick(t, BTC_USDT, settleSecond + 1, after);
  await t.services.optionsSettler.idle();
}

describe('seconds options: settlement at exactly created + seconds', () => {
  it('a win: stake 100 at 80 % credits 180 (fact_profits +80), on the price of its own second', async () => {
    const before = await micro(t, alice.uid);
    const pnl = await house(t, 'house_pnl');
    const { order, settleSecond } = await open(1);
    expect(order).toMatchObject({
      status: 1,
      type: 1,
      seconds: 30,
      number: '100',
      open_price: '100.00',
      profit_ratio: '80',
      fee: '0',
      end_price: '',
      settled_at: '',
      remain_milli_seconds: 30_000,
    });
    expect(Date.parse(order.settle_at) - Date.parse(order.opened_at)).toBe(30_000);
    expect(order.opened_at).toBe(new Date(START).toISOString());
    expect((await micro(t, alice.uid)).toFixed()).toBe(before.minus(100).toFixed());
    expect((await house(t, 'pool:microtrade')).toFixed()).toBe('100');

    // The second before the settle second must not decide it either.
    clock.set((settleSecond - 1) * 1000 + 500);
    tick(t, BTC_USDT, settleSecond - 1, '90.00');
    await t.services.optionsSettler.idle();
    expect((await result(t, alice, order.id)).status).toBe(1);

    await expire(settleSecond, '100.50', '99.00');
    const done = await result(t, alice, order.id);
    expect(done).toMatchObject({
      status: 3,
      profit_result: 1,
      result_reason: 'settled',
      end_price: '100.50',
      end_price_time: new Date(settleSecond * 1000).toISOString(),
      fact_profits: '80',
      payout: '180',
      remain_milli_seconds: 0,
    });
    expect(done.settled_at).not.toBe('');
    expect((await micro(t, alice.uid)).toFixed()).toBe(before.plus(80).toFixed());
    expect((await house(t, 'house_pnl')).toFixed()).toBe(pnl.minus(80).toFixed());
    expect((await house(t, 'pool:microtrade')).toFixed()).toBe('0');
  });

  it('a draw refunds 100 (fact_profits 0)', async () => {
    clock.advance(2_000);
    const before = await micro(t, alice.uid);
    const { order, settleSecond } = await open(2);
    await expire(settleSecond, '100.00', '105.00');
    expect(await result(t, alice, order.id)).toMatchObject({
      status: 3,
      profit_result: 0,
      result_reason: 'settled',
      end_price: '100.00',
      fact_profits: '0',
      payout: '100',
    });
    expect((await micro(t, alice.uid)).toFixed()).toBe(before.toFixed());
  });

  it('a loss forfeits 100 to house_pnl (fact_profits −100)', async () => {
    clock.advance(2_000);
    const before = await micro(t, alice.uid);
    const pnl = await house(t, 'house_pnl');
    const { order, settleSecond } = await open(2);
    await expire(settleSecond, '100.01', '90.00');
    expect(await result(t, alice, order.id)).toMatchObject({
      status: 3,
      profit_result: -1,
      fact_profits: '-100',
      payout: '0',
      end_price: '100.01',
    });
    expect((await micro(t, alice.uid)).toFixed()).toBe(before.minus(100).toFixed());
    expect((await house(t, 'house_pnl')).toFixed()).toBe(pnl.plus(100).toFixed());
  });

  it('no price recorded for the settle second: void, stake refunded, reason no_price', async () => {
    clock.advance(2_000);
    const before = await micro(t, alice.uid);
    const { order, settleSecond } = await open(1);
    // The feed is silent at the settle second; the sweeper settles it after the grace period.
    clock.set((settleSecond + 4) * 1000);
    await new Promise((r) => setTimeout(r, 1_300));
    await t.services.optionsSettler.idle();
    expect(await result(t, alice, order.id)).toMatchObject({
      status: 3,
      profit_result: 0,
      result_reason: 'no_price',
      end_price: '',
      fact_profits: '0',
      payout: '100',
    });
    expect((await micro(t, alice.uid)).toFixed()).toBe(before.toFixed());
  });

  it('lists: open and closed, 5 per page, newest first; every order settled exactly once', async () => {
    const closed = await get(t.app, '/microtrade/lists', { status: '3' }, { token: alice.token });
    const page = closed.body.message as { data: { id: number }[]; total: number; limit: number };
    expect(page.limit).toBe(5);
    expect(page.total).toBe(4);
    expect(page.data.map((o) => o.id)).toEqual([...page.data.map((o) => o.id)].sort((a, b) => b - a));
    const open = await get(t.app, '/microtrade/lists', { status: '1' }, { token: alice.token });
    expect((open.body.message as { total: number }).total).toBe(0);
    const counts = await settleEntryCounts(t);
    expect([...counts.values()]).toEqual([1, 1, 1, 1]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('prunes recorded prices no open order needs (older than an hour), a capped number per call', async () => {
    const rows = async () =>
      Number(
        (await t.database.pool.query<{ n: string }>('SELECT count(*)::text AS n FROM option_prices')).rows[0]!
          .n,
      );
    const before = await rows();
    expect(before).toBeGreaterThan(3);
    const nowSecond = Math.floor(clock.now() / 1000);
    expect(await prunePrices(t.database.db, nowSecond, 1_000)).toBe(0);
    expect(await prunePrices(t.database.db, nowSecond + 7_200, 2)).toBe(2);
    expect(await rows()).toBe(before - 2);
  });
});

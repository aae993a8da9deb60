import type { EntryInput } from '../ledger';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger';
import {
  BTC_USDT,
  fakeClock,
  optionTrader,
  orderOf,
  result,
  settlerReady,
  submit,
  tick,
} from '../options/options.testing';
import { campaign, couponRow, grant } from './coupons.testing';

/**
 * Lock order of coupons on options: a settlement batch locks the options pool (with house_pnl and the users)
 * and then `promotions` for its coupons' returns; a submit with a coupon must not hold `promotions` while it
 * waits for the pool, or the two deadlock (PostgreSQL aborts one of them). Here a submit is paused just before
 * its stake is posted while a batch with a coupon order settles: both must succeed.
 */

let t: TestApp;
const START = (Math.floor(Date.now() / 1000) - 7200) * 1000 + 400;

beforeAll(async () => {
  t = await createTestApp();
  await settlerReady(t);
});
afterAll(async () => {
  await t.close();
});

it('a submit with a coupon and a settlement returning another coupon do not deadlock', async () => {
  const clock = fakeClock(t, START);
  const campaignId = (await campaign(t, { product: 'options', value: '100' })).id;
  const a = await optionTrader(t, '10');
  const b = await optionTrader(t, '10');
  const couponA = await grant(t, campaignId, a.uid);
  const couponB = await grant(t, campaignId, b.uid);
  tick(t, BTC_USDT, Math.floor(clock.now() / 1000), '100.00');
  const orderA = orderOf(await submit(t, a, { type: 1, seconds: 30, number: '100', coupon_id: couponA }));
  const settleSecondA = Math.floor((clock.now() + 30_000) / 1000);
  clock.advance(2_000);
  tick(t, BTC_USDT, Math.floor(clock.now() / 1000), '100.00');

  // B's submit stops right before the ledger call that posts its stake
  const ledger = t.services.ledger;
  const post = ledger.post.bind(ledger);
  let reached!: () => void;
  const atStake = new Promise<void>((r) => (reached = r));
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  ledger.post = async (tx, entries: readonly EntryInput[]) => {
    if (entries.some((e) => e.kind === 'option_stake')) {
      reached();
      await gate;
    }
    return post(tx, entries);
  };
  try {
    const submitB = submit(t, b, { type: 1, seconds: 30, number: '100', coupon_id: couponB });
    await atStake;
    // A's order is due (no price recorded for its second: void, its coupon returns 100)
    const settling = t.services.optionsSettler.settleUpTo(settleSecondA);
    await new Promise((r) => setTimeout(r, 400));
    release();
    const [replyB, settled] = await Promise.allSettled([submitB, settling]);
    expect(settled).toMatchObject({ status: 'fulfilled', value: 1 });
    expect(replyB.status).toBe('fulfilled');
    if (replyB.status === 'fulfilled') expect(orderOf(replyB.value)).toMatchObject({ status: 1 });
  } finally {
    ledger.post = post;
  }
  expect(await result(t, a, orderA.id)).toMatchObject({ status: 3, payout: '100' });
  expect(await couponRow(t, couponA)).toMatchObject({ status: 'used' });
  expect(await couponRow(t, couponB)).toMatchObject({ status: 'in_use' });
  expect(await checkLedger(t.database.db)).toEqual([]);
});

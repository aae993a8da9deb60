import { afterAll, beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger, type EntryInput } from '../ledger';
import { position, submit, tick, trader } from '../futures/futures.testing';
import { campaign, couponRow, grant } from './coupons.testing';

/**
 * Lock order of coupons on futures: a close locks the user's futures account (with house_pnl) and then
 * `promotions` for its coupon's return; an open with a coupon must not hold `promotions` while it waits for that
 * user account, or the two deadlock. Here the user's account is newer than `promotions` (a higher id: the one
 * lock order takes `promotions` first) and one of their coupon positions closes while they open another.
 */

let t: TestApp;
let campaignId: number;

beforeAll(async () => {
  t = await createTestApp();
  expect(await t.services.futuresTriggers.ready()).toBe(true);
  campaignId = (await campaign(t)).id;
});
afterAll(async () => {
  await t.close();
});

it('a close returning a coupon and an open with another coupon of the same user do not deadlock', async () => {
  await tick(t, '50000.00');
  // promotions exists before the user's account does
  const first = await trader(t, '1000');
  position(
    await submit(t, first, {
      type: 1,
      share: 2,
      multiple: 10,
      coupon_id: await grant(t, campaignId, first.uid),
    }),
  );
  const u = await trader(t, '1000');
  const c1 = await grant(t, campaignId, u.uid);
  const c2 = await grant(t, campaignId, u.uid);
  const pos = position(await submit(t, u, { type: 1, share: 2, multiple: 10, coupon_id: c1 }));

  // the close stops right before its coupon's return is posted (the user's account and house_pnl held)
  const ledger = t.services.ledger;
  const original = ledger.post.bind(ledger);
  let reached!: () => void;
  const atReturn = new Promise<void>((r) => (reached = r));
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  ledger.post = async (tx, entries: readonly EntryInput[]) => {
    if (entries.some((e) => e.kind === 'coupon_return')) {
      reached();
      await gate;
    }
    return original(tx, entries);
  };
  try {
    const closing = post(t.app, '/lever/close', { id: pos.id }, { token: u.token });
    await atReturn;
    const opening = submit(t, u, { type: 1, share: 2, multiple: 10, coupon_id: c2 });
    await new Promise((r) => setTimeout(r, 400));
    release();
    const [closed, opened] = await Promise.all([closing, opening]);
    expect(position(closed)).toMatchObject({ status: 3 });
    expect(position(opened)).toMatchObject({ status: 1 });
  } finally {
    ledger.post = original;
  }
  expect(await couponRow(t, c1)).toMatchObject({ status: 'used' });
  expect(await couponRow(t, c2)).toMatchObject({ status: 'in_use' });
  expect(await checkLedger(t.database.db)).toEqual([]);
});

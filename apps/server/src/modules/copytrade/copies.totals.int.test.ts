import { Decimal } from '@meridian/contract';
import { type CopyTrade, type FollowRecord } from '@meridian/contract/copytrade';
import { describe, expect, it } from 'vitest';
import { get } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';
import { tick, withFuturesApp } from '../futures/futures.testing';
import { makeFollow, makeTrader, open, settle } from './engine/copy.testing';
import { ok } from './follows.testing';

/**
 * The follower's "Unrealised" header is the sum of the open copy cards, both net of the copies' fees, from one
 * computation (the position view's `net_profits`). Worked by hand on BTC/USDT (1 lot = 0.01 BTC, spread
 * 0.01 %, open fee 0.05 % of the notional, rounded up to 6 decimals), both copies made at mark 50,000:
 *   copy A: long 1 lot  → entry 50,005.00, fee 0.250025
 *   copy B: short 2 lots → entry 49,995.00, fee 0.49995
 * mark 50,020: A (50,020 − 50,005) × 0.01 = +0.15 gross, −0.100025 net;
 *              B (49,995 − 50,020) × 0.02 = −0.50 gross, −0.99995 net;
 * header −1.099975 = −0.100025 + (−0.99995) — not the cards' gross −0.35.
 */

let t: TestApp;
withFuturesApp((app) => (t = app));

describe("the follower's current copies", () => {
  it('the Unrealised header equals the sum of the open copy cards, net of fees', async () => {
    await tick(t, '50000');
    const one = await makeTrader(t, '10000');
    const two = await makeTrader(t, '10000');
    const follower = await makeTrader(t, '10000');
    const fa = await makeFollow(t, follower, one, { type: 2, number: '1' });
    const fb = await makeFollow(t, follower, two, { type: 2, number: '2' });
    await open(t, one, { type: 1, share: 1 });
    await open(t, two, { type: 2, share: 1 });
    await settle(t);
    await tick(t, '50020');

    const cards = ok<{ data: CopyTrade[] }>(
      await get(t.app, '/follow/copies', { scope: 'current' }, { token: follower.token }),
    ).data;
    const byFollow = new Map(cards.map((c) => [c.follow_id, c.position!]));
    expect(byFollow.get(fa)).toMatchObject({
      price: '50005.00',
      fees_paid: '0.250025',
      profits: '0.150000',
      net_profits: '-0.100025',
    });
    expect(byFollow.get(fb)).toMatchObject({
      price: '49995.00',
      fees_paid: '0.499950',
      profits: '-0.500000',
      net_profits: '-0.999950',
    });

    const my = ok<{ follows: FollowRecord[]; total_unrealised: string }>(
      await get(t.app, '/follow/my', {}, { token: follower.token }),
    );
    const sum = cards.reduce((s, c) => s.plus(c.position!.net_profits), new Decimal(0));
    expect(my.total_unrealised).toBe('-1.099975');
    expect(my.total_unrealised).toBe(sum.toFixed(6));
    // and each follow's own figure is its card's
    const follows = new Map(my.follows.map((f) => [f.id, f.unrealised]));
    expect([follows.get(fa), follows.get(fb)]).toEqual(['-0.100025', '-0.999950']);
  });
});

import type { FollowRecord } from '@meridian/contract/copytrade';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';
import {
  agree,
  approvedTrader,
  copyTestApp,
  follow,
  my,
  newUser,
  ok,
  TERMS,
  type User,
} from './follows.testing';

/**
 * The follow rules: each refusal (yourself, not a trader, agreement, below the trader's
 * minimum, a number outside its mode, the trader full, more than 10 follows), the multiple rounded to two
 * decimals, and an edit that keeps what the follow has earned and the share rate it was made at.
 */

let t: TestApp;
let trader: User;
copyTestApp((app) => (t = app));

beforeAll(async () => {
  trader = await approvedTrader(t);
});

async function follower(): Promise<User> {
  const u = await newUser(t);
  ok(await agree(t, u));
  return u;
}

describe('refusals', () => {
  it('yourself, not a trader, no agreement, below the minimum', async () => {
    ok(await agree(t, trader));
    expect((await follow(t, trader, trader.uid)).body).toMatchObject({
      code: 'follow_self',
      field: 'trader_user_id',
    });
    const f = await follower();
    const plain = await newUser(t);
    expect((await follow(t, f, plain.uid)).body.code).toBe('follow_trader_unavailable');
    expect((await follow(t, f, 999_999_999)).body.code).toBe('follow_trader_unavailable');

    const fresh = await newUser(t);
    expect((await follow(t, fresh, trader.uid)).body.code).toBe('follow_agreement_required');

    const low = await follow(t, f, trader.uid, { budget: '49.99' });
    expect(low.body).toMatchObject({ code: 'follow_budget_below_minimum', field: 'budget' });
    expect(low.body.message).toContain('50.00');
    expect(ok<FollowRecord>(await follow(t, f, trader.uid, { budget: '50' })).budget).toBe('50.000000');
  });

  it('a number outside its mode: multiples 0.01–10 (2 decimals), whole lots 1–100', async () => {
    const f = await follower();
    const code = async (type: unknown, number: unknown) =>
      (await follow(t, f, trader.uid, { type, number })).body.code;
    expect(await code(1, '10.01')).toBe('follow_number_invalid');
    expect(await code(1, '0.004')).toBe('follow_number_invalid'); // rounds to 0.00
    expect(await code(1, '-1')).toBe('follow_number_invalid');
    expect(await code(2, '1.5')).toBe('follow_number_invalid');
    expect(await code(2, '0')).toBe('follow_number_invalid');
    expect(await code(2, '101')).toBe('follow_number_invalid');
    expect(await code(3, '1')).toBe('follow_type_invalid');
    expect((await follow(t, f, trader.uid, { stop_loss_percent: '101' })).body.code).toBe(
      'follow_stop_loss_invalid',
    );
    expect(await my(t, f).then((r) => ok<{ follows: FollowRecord[] }>(r).follows)).toEqual([]);
  });

  it("the trader's maximum followers: a second follower is refused, the first may still edit", async () => {
    const full = await approvedTrader(t, { ...TERMS, max_followers: 1 });
    const [a, b] = [await follower(), await follower()];
    ok(await follow(t, a, full.uid));
    expect((await follow(t, b, full.uid)).body.code).toBe('follow_trader_full');
    expect(ok<FollowRecord>(await follow(t, a, full.uid, { budget: '75' })).budget).toBe('75.000000');
    // A cancelled follow frees the place.
    ok(await post(t.app, '/follow/cancel', { follow_user_id: full.uid }, { token: a.token }));
    expect(ok<FollowRecord>(await follow(t, b, full.uid)).status).toBe('active');
  });

  it('at most 10 active follows; an ended one no longer counts', async () => {
    const f = await follower();
    const traders: User[] = [];
    for (let i = 0; i < 11; i++) traders.push(await approvedTrader(t));
    for (const tr of traders.slice(0, 10)) ok(await follow(t, f, tr.uid));
    const eleventh = traders[10] as User;
    const refused = await follow(t, f, eleventh.uid);
    expect(refused.body.code).toBe('follow_too_many');
    expect(refused.body.message).toContain('10');
    ok(await post(t.app, '/follow/cancel', { follow_user_id: traders[0]?.uid }, { token: f.token }));
    expect(ok<FollowRecord>(await follow(t, f, eleventh.uid)).status).toBe('active');
    expect(ok<{ follows: FollowRecord[] }>(await my(t, f)).follows).toHaveLength(10);
  });
});

describe('following', () => {
  it('a multiple is rounded half up to 2 decimals (1.555 → 1.56); fixed lots are whole', async () => {
    const f = await follower();
    const made = ok<FollowRecord>(
      await follow(t, f, trader.uid, { type: 1, number: '1.555', stop_loss_percent: 25 }),
    );
    expect(made).toMatchObject({
      follow_user_id: trader.uid,
      type: 1,
      number: '1.56',
      budget: '100.000000',
      stop_loss_percent: '25',
      profit_share: '10.00',
      status: 'active',
      end_reason: '',
      follow_earnings: '0.000000',
      high_water: '0.000000',
      open_copies: 0,
      ended_at: '',
    });
    const lots = ok<FollowRecord>(await follow(t, f, trader.uid, { type: 2, number: '3' }));
    expect(lots).toMatchObject({ id: made.id, type: 2, number: '3', stop_loss_percent: '' });
  });

  it('an edit keeps the realised P&L, the high-water mark, the shares paid and the share rate', async () => {
    const tr = await approvedTrader(t, { ...TERMS, profit_share: '15' });
    const f = await follower();
    const made = ok<FollowRecord>(await follow(t, f, tr.uid));
    // As if copies had closed: 12.5 realised, the mark at 15 after a share of 1.25.
    await t.database.pool.query(
      "UPDATE copy_follows SET realised = '12.5', high_water = '15', shares_paid = '1.25' WHERE id = $1",
      [made.id],
    );
    ok(await post(t.app, '/copytrade/settings', { ...TERMS, profit_share: '25' }, { token: tr.token }));
    const edited = ok<FollowRecord>(
      await follow(t, f, tr.uid, { type: 2, number: '2', budget: '200', stop_loss_percent: '20' }),
    );
    expect(edited).toMatchObject({
      id: made.id,
      type: 2,
      number: '2',
      budget: '200.000000',
      stop_loss_percent: '20',
      follow_earnings: '12.500000',
      high_water: '15.000000',
      shares_paid: '1.250000',
      profit_share: '15.00',
      created_at: made.created_at,
    });
  });

  it('the agreement: only the current version; accepting twice keeps the first time', async () => {
    const u = await newUser(t);
    expect(ok<{ agreement_accepted: boolean }>(await my(t, u)).agreement_accepted).toBe(false);
    expect((await post(t.app, '/follow/agree', { version: 2 }, { token: u.token })).body).toMatchObject({
      code: 'parameter_error',
      field: 'version',
    });
    const first = ok<{ accepted: boolean; accepted_at: string }>(await agree(t, u));
    expect(first.accepted).toBe(true);
    expect(ok<{ accepted_at: string }>(await agree(t, u)).accepted_at).toBe(first.accepted_at);
    expect(ok<{ agreement_accepted: boolean; agreement_version: number }>(await my(t, u))).toMatchObject({
      agreement_accepted: true,
      agreement_version: 1,
    });
  });

  it('cancel ends the follow; cancelling again finds nothing; following again starts afresh', async () => {
    const f = await follower();
    const made = ok<FollowRecord>(await follow(t, f, trader.uid));
    const cancel = () => post(t.app, '/follow/cancel', { follow_user_id: trader.uid }, { token: f.token });
    expect(ok<FollowRecord>(await cancel())).toMatchObject({
      id: made.id,
      status: 'cancelled',
      end_reason: 'cancelled',
    });
    expect((await cancel()).body.code).toBe('follow_not_found');
    const again = ok<FollowRecord>(await follow(t, f, trader.uid));
    expect(again.id).not.toBe(made.id);
    expect(again.follow_earnings).toBe('0.000000');
  });
});

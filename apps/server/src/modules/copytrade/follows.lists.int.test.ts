import { Decimal, type Paginated } from '@meridian/contract';
import { type CopyTrade, type FollowRecord, type ProfitShare } from '@meridian/contract/copytrade';
import { type FuturesPosition } from '@meridian/contract/futures';
import { describe, expect, it } from 'vitest';
import { get, post, type Reply } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';
import { find, position, submit } from '../futures/futures.testing';
import {
  agree,
  approvedTrader,
  copyTestApp,
  follow,
  my,
  newUser,
  ok,
  ops,
  type User,
} from './follows.testing';
import { maskAccount } from './follows.view';

/**
 * (API side) with real copies made by the engine: my traders with what the open
 * copies hold, current and historical copies with the follower's position, profit shares both ways; a
 * cancelled follow and a revoked trader leave the copies open, detached — the trader's later close no longer
 * closes them.
 */

let t: TestApp;
copyTestApp((app) => (t = app));

/** Runs the due jobs (domain-event deliveries, then the copy jobs they enqueue) until none is left. */
async function settle(): Promise<void> {
  for (let i = 0; i < 4; i++) await t.services.jobs.drain();
}

const copies = async (u: User, scope: 'current' | 'history') =>
  ok<Paginated<CopyTrade>>(await get(t.app, '/follow/copies', { scope }, { token: u.token }));
const shares = async (u: User, role: 'paid' | 'received') =>
  ok<Paginated<ProfitShare>>(await get(t.app, '/follow/shares', { role }, { token: u.token }));

/** A trader with 2,000 USDT and a follower with 1,000 USDT following them at a fixed multiple of 2. */
async function pair(): Promise<{ trader: User; follower: User; follow: FollowRecord }> {
  const trader = await approvedTrader(t, undefined, '2000');
  const follower = await newUser(t, '1000');
  ok(await agree(t, follower));
  const made = ok<FollowRecord>(
    await follow(t, follower, trader.uid, { type: 1, number: '2', budget: '500' }),
  );
  return { trader, follower, follow: made };
}

/** The trader opens 1 lot long at 10× on the market; the engine copies it. */
async function traderOpens(trader: User): Promise<FuturesPosition> {
  const opened = position(await submit(t, trader, { type: 1, share: 1, multiple: 10 }));
  await settle();
  return opened;
}

/**
 * Runs `action` while a copy's own close (its trigger) is in progress: that close holds the copy's position
 * and then asks for its follow. The action must wait for the copy's lock without holding the follow's (the
 * old order deadlocked); the close then gets the follow at once and commits, and the action completes.
 */
async function whileCopyCloses(
  copy: CopyTrade,
  followId: number,
  action: () => Promise<Reply>,
): Promise<Reply> {
  const closing = await t.database.pool.connect();
  try {
    await closing.query('BEGIN');
    await closing.query('SELECT id FROM lever_positions WHERE id = $1 FOR UPDATE', [copy.transaction_id]);
    const pending = action();
    // asked on this connection: the pool may have no other free
    const waiting = async () =>
      (
        await closing.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))',
        )
      ).rows[0]!.n;
    await expect.poll(waiting, { timeout: 5_000, interval: 20 }).toBe(1);
    await closing.query(`SET LOCAL lock_timeout = '3s'`);
    const locked = await closing.query('SELECT id FROM copy_follows WHERE id = $1 FOR UPDATE', [followId]);
    expect(locked.rowCount).toBe(1);
    await closing.query('COMMIT');
    return await pending;
  } finally {
    await closing.query('ROLLBACK').catch(() => undefined);
    closing.release();
  }
}

describe('copies and my traders', () => {
  it('a copy of 1 lot × 2 is listed as current with the follower position; my traders count it', async () => {
    const { trader, follower, follow: made } = await pair();
    const source = await traderOpens(trader);
    const current = await copies(follower, 'current');
    expect(current.total).toBe(1);
    const copy = current.data[0] as CopyTrade;
    expect(copy).toMatchObject({
      follow_id: made.id,
      follow_user_id: trader.uid,
      follow_order_id: source.id,
      status: 'open',
      skip_reason: '',
      close_cause: '',
      share_paid: '0.000000',
    });
    expect(copy.position).toMatchObject({
      id: copy.transaction_id,
      share: 2,
      order_type: 2,
      follow_order_id: source.id,
      follow_user_id: trader.uid,
      status_name: 'open',
    });
    const mine = ok<{ follows: FollowRecord[]; total_unrealised: string }>(await my(t, follower));
    expect(mine.follows).toHaveLength(1);
    expect(mine.follows[0]).toMatchObject({ id: made.id, open_copies: 1 });
    // The margin the copy holds is its position's: entry × quantity ÷ 10 (2 lots at 10×).
    const p = copy.position as FuturesPosition;
    const margin = new Decimal(p.price).mul(p.number).div(10);
    expect(new Decimal(p.caution_money).minus(margin).abs().lte('0.000001')).toBe(true);
    expect(mine.follows[0]?.margin_used).toBe(new Decimal(p.caution_money).toFixed(6));
    expect(new Decimal(mine.total_unrealised).eq(mine.follows[0]?.unrealised ?? 'x')).toBe(true);
    // the follow's unrealised is net of the copy's fees, as its position's `net_profits` (P&L − open fee)
    expect(new Decimal(p.trade_fee).gt(0)).toBe(true);
    expect(new Decimal(mine.follows[0]?.unrealised ?? 'x').minus(p.net_profits).abs().lte('0.000001')).toBe(
      true,
    );
    expect((await copies(follower, 'history')).total).toBe(0);
  });

  it('cancel detaches: the copy stays open as the follower’s own, the trader’s close leaves it open', async () => {
    const { trader, follower } = await pair();
    const source = await traderOpens(trader);
    const copy = (await copies(follower, 'current')).data[0] as CopyTrade;
    const cancelled = ok<FollowRecord>(
      await post(t.app, '/follow/cancel', { follow_user_id: trader.uid }, { token: follower.token }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', open_copies: 0 });
    expect((await copies(follower, 'current')).total).toBe(0);
    const history = await copies(follower, 'history');
    expect(history.data.map((c) => [c.id, c.status])).toEqual([[copy.id, 'detached']]);
    expect((await find(t, follower, copy.transaction_id))?.order_type).toBe(1);

    ok(await post(t.app, '/lever/close', { id: source.id }, { token: trader.token }));
    await settle();
    expect(await find(t, follower, copy.transaction_id)).toMatchObject({
      status_name: 'open',
      order_type: 1,
    });
  });

  it('cancel locks the copies before the follow, as a copy’s own close does: no deadlock', async () => {
    const { trader, follower, follow: made } = await pair();
    await traderOpens(trader);
    const copy = (await copies(follower, 'current')).data[0] as CopyTrade;
    const cancel = await whileCopyCloses(copy, made.id, () =>
      post(t.app, '/follow/cancel', { follow_user_id: trader.uid }, { token: follower.token }),
    );
    expect(ok<FollowRecord>(cancel)).toMatchObject({ status: 'cancelled', open_copies: 0 });
    expect((await copies(follower, 'history')).data[0]).toMatchObject({ id: copy.id, status: 'detached' });
  });

  it('a revoked trader’s follows end with their copies detached and still open', async () => {
    const { trader, follower, follow: made } = await pair();
    const source = await traderOpens(trader);
    const copy = (await copies(follower, 'current')).data[0] as CopyTrade;
    ok(await ops(t, 'revoke', { user_id: trader.uid, reason: 'Gone' }));
    const ended = ok<{ follows: FollowRecord[] }>(await my(t, follower, true)).follows;
    expect(ended.map((f) => [f.id, f.status, f.end_reason])).toEqual([[made.id, 'ended', 'trader_revoked']]);
    expect((await copies(follower, 'history')).data[0]).toMatchObject({ id: copy.id, status: 'detached' });
    ok(await post(t.app, '/lever/close', { id: source.id }, { token: trader.token }));
    await settle();
    expect((await find(t, follower, copy.transaction_id))?.status_name).toBe('open');
  });

  it('revoke also locks the copies before the follows: no deadlock with a copy’s own close', async () => {
    const { trader, follower, follow: made } = await pair();
    await traderOpens(trader);
    const copy = (await copies(follower, 'current')).data[0] as CopyTrade;
    ok(await whileCopyCloses(copy, made.id, () => ops(t, 'revoke', { user_id: trader.uid, reason: 'Gone' })));
    const ended = ok<{ follows: FollowRecord[] }>(await my(t, follower, true)).follows;
    expect(ended.map((f) => [f.id, f.status])).toEqual([[made.id, 'ended']]);
    expect((await copies(follower, 'history')).data[0]).toMatchObject({ id: copy.id, status: 'detached' });
  });
});

describe('profit shares and totals', () => {
  it('each side lists a share: the follower sees the trader, the trader a masked follower', async () => {
    const { trader, follower, follow: made } = await pair();
    await traderOpens(trader);
    const copy = (await copies(follower, 'current')).data[0] as CopyTrade;
    // A share as the close hook records it: 40 USDT profit, all above the mark, 10 % → 4 USDT.
    await t.database.pool.query(
      `INSERT INTO copy_profit_shares
         (follow_id, copy_trade_id, trader_user_id, follower_user_id, position_id, profit, above_high_water, rate, amount, entry_id)
       VALUES ($1, $2, $3, $4, $5, '40', '40', '10', '4', 1)`,
      [made.id, copy.id, trader.uid, follower.uid, copy.transaction_id],
    );
    const fields = {
      follow_id: made.id,
      trader_user_id: trader.uid,
      follower_user_id: follower.uid,
      transaction_id: copy.transaction_id,
      symbol: 'BTC/USDT',
      profit: '40.000000',
      above_high_water: '40.000000',
      rate: '10.00',
      amount: '4.000000',
    };
    const paid = await shares(follower, 'paid');
    expect(paid.total).toBe(1);
    expect(paid.data[0]).toMatchObject({ ...fields, counterparty: copy.trader_nickname });
    const login = ok<{ account: string }>(await get(t.app, '/user/info', {}, { token: follower.token }));
    const received = await shares(trader, 'received');
    expect(received.data[0]).toMatchObject({ ...fields, counterparty: maskAccount(login.account) });
    expect(received.data[0]?.counterparty).not.toContain(login.account);
    expect((await shares(follower, 'received')).total).toBe(0);
  });

  it('my totals add every follow: realised 12.5 − 2.25 = 10.25, shares 1.25 + 0.5 = 1.75', async () => {
    const f = await newUser(t);
    ok(await agree(t, f));
    const [a, b] = [await approvedTrader(t), await approvedTrader(t)];
    const fa = ok<FollowRecord>(await follow(t, f, a.uid));
    const fb = ok<FollowRecord>(await follow(t, f, b.uid));
    const set = (id: number, realised: string, shares: string) =>
      t.database.pool.query('UPDATE copy_follows SET realised = $2, shares_paid = $3 WHERE id = $1', [
        id,
        realised,
        shares,
      ]);
    await set(fa.id, '12.5', '1.25');
    await set(fb.id, '-2.25', '0.5');
    ok(await post(t.app, '/follow/cancel', { follow_user_id: b.uid }, { token: f.token }));
    const active = ok<{ follows: FollowRecord[]; total_earnings: string; total_shares: string }>(
      await my(t, f),
    );
    expect(active.follows.map((x) => x.id)).toEqual([fa.id]);
    expect(active).toMatchObject({ total_earnings: '10.250000', total_shares: '1.750000' });
    const history = ok<{ follows: FollowRecord[] }>(await my(t, f, true));
    expect(history.follows.map((x) => [x.id, x.status, x.follow_earnings])).toEqual([
      [fb.id, 'cancelled', '-2.250000'],
    ]);
  });
});

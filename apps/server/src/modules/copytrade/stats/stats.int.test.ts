import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../../test/api';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { position, submit, tick, trader, type Trader } from '../../futures/futures.testing';
import { copyFollows, copyTraders } from '../copytrade.schema';

/**
 * Statistics from real closed positions, worked by hand on BTC/USDT (1 lot = 0.01 BTC, 10×,
 * spread 0.01 %, open fee 0.05 % of the notional rounded up to 6 decimals), every result net of its fee:
 *   A1 long at mark 50,000 → entry 50,005.00, margin 50.005, fee 0.250025; closed at mark 51,000 → exit
 *      50,994.90: (50,994.90 − 50,005) × 0.01 = +9.899 gross, +9.648975 net
 *   A2 short at mark 51,000 → entry 50,994.90, margin 50.9949, fee 0.254975 (0.2549745 up); closed at mark
 *      52,000 → exit 52,005.20: (50,994.90 − 52,005.20) × 0.01 = −10.103 gross, −10.357975 net
 * Σ −0.709 on Σ margin 100.9999: ROI −0.70 %, win rate 50 %, drawdown 10.357975 (÷ 100.9999 = 10.26 %).
 */

let t: TestApp;
let a: Trader;
let c: Trader;
const users: Trader[] = [];

beforeAll(async () => {
  t = await createTestApp();
  expect(await t.services.futuresTriggers.ready()).toBe(true);
  a = await trader(t, '10000');
  c = await trader(t, '10000');
  for (let i = 0; i < 3; i++) users.push(await trader(t, '1000'));
  await t.database.db.insert(copyTraders).values([
    { userId: a.uid, profitShare: '10', maxFollowers: 2, minAmount: '100' },
    { userId: c.uid, profitShare: '5', maxFollowers: 100, minAmount: '100' },
  ]);
});
afterAll(() => t.close());

const leaderboard = () => t.services.copyLeaderboard;

async function open(who: Trader, type: 1 | 2, at: string): Promise<number> {
  await tick(t, at);
  const r = await submit(t, who, { type, share: 1, multiple: 10 });
  expect(r.body.type).toBe('ok');
  return position(r).id;
}
async function close(who: Trader, id: number, at: string): Promise<void> {
  await tick(t, at);
  const r = await post(t.app, '/lever/close', { id }, { token: who.token });
  expect(r.body.type).toBe('ok');
}
async function follow(follower: Trader, traderId: number, status = 'active') {
  await t.database.db.insert(copyFollows).values({
    followerUserId: follower.uid,
    traderUserId: traderId,
    type: 1,
    number: '1',
    budget: '500',
    profitShare: '10',
    status,
    realised: '12.5',
    sharesPaid: '1.25',
    ...(status === 'active' ? {} : { endReason: 'cancelled', endedAt: new Date() }),
  });
}

describe('trader statistics', () => {
  it("are recomputed after each of the trader's own closes, from the closed positions only", async () => {
    expect(await leaderboard().statsOf(a.uid, 7)).toMatchObject({ closed_count: 0, computed_at: '' });
    const a1 = await open(a, 1, '50000.00');
    await close(a, a1, '51000.00');
    const a2 = await open(a, 2, '51000.00');
    await close(a, a2, '52000.00');
    await t.services.jobs.drain(); // the futures.position_closed deliveries, our subscriber among them
    const s = await leaderboard().statsOf(a.uid, 7);
    expect(s).toMatchObject({
      closed_count: 2,
      profitCount: 1,
      fallCount: 1,
      total_profits: '-0.709000',
      correct_rate: '50.00',
      total_income_rate: '-0.70',
      max_drawdown: '10.357975',
      max_drawdown_rate: '10.26',
      follow_num: 0,
      position_count: 0,
      position_valuation: '0.000000',
      today_profits: '-0.709000',
    });
    expect(s.computed_at).not.toBe('');
    // all time is the same here; the curve has today's point
    expect((await leaderboard().statsOf(a.uid, 0)).total_profits).toBe('-0.709000');
  });

  it("the applicant's futures record counts the same closes (apply screen)", async () => {
    const record = await t.services.futuresReads.record(a.uid);
    expect(record).toMatchObject({
      closed_count: 2,
      profit_count: 1,
      correct_rate: '50.00',
      total_profits: '-0.709000',
      total_income_rate: '-0.70',
      // 50,005 × 0.01 + 50,994.90 × 0.01
      volume: '1009.999000',
    });
    expect(Date.parse(record.first_trade_at)).toBeGreaterThan(0);
    const none = await t.services.futuresReads.record(users[0]!.uid);
    expect(none).toEqual({
      closed_count: 0,
      profit_count: 0,
      correct_rate: '0.00',
      total_profits: '0.000000',
      total_income_rate: '0.00',
      volume: '0.000000',
      first_trade_at: '',
    });
  });

  it("a copy is not the trader's own trade: it counts for the copied trader's followers' profits", async () => {
    // C closes +9.899 (+9.648975 net) on their own, and a position that is a copy of A1 (linked as the engine links it)
    const own = await open(c, 1, '50000.00');
    await close(c, own, '51000.00');
    const copy = await open(c, 1, '50000.00');
    await close(c, copy, '51000.00');
    const [a1] = (await t.services.futuresReads.closed(a.uid)).map((p) => p.id);
    await t.database.db.execute(
      sql`UPDATE lever_positions SET follow_order_id = ${a1}, follow_user_id = ${a.uid} WHERE id = ${copy}`,
    );
    await t.services.copyStats.recompute(c.uid);
    // (A is not recomputed: copies close after their trader's close recomputed it — read when shown)
    expect(await leaderboard().statsOf(c.uid, 30)).toMatchObject({
      closed_count: 1,
      total_profits: '9.648975',
      // 9.648975 / 50.005 = 19.2960… %
      total_income_rate: '19.30',
      max_drawdown: '0.000000',
    });
    // the copy's result net of its fee: 9.899 − 0.05 % × 50,005.00 × 0.01 (0.250025) = 9.648975
    expect((await leaderboard().statsOf(a.uid, 30)).followers_profits).toBe('9.648975');
  });

  it('followers are the active follows, counted when read; the list masks their logins', async () => {
    await follow(users[0]!, a.uid);
    await follow(users[1]!, a.uid, 'cancelled');
    expect((await leaderboard().statsOf(a.uid, 7)).follow_num).toBe(1);
    await follow(users[2]!, a.uid);
    const detail = await leaderboard().traderDetail(users[0]!.uid, { trader_user_id: a.uid, window: 7 });
    expect(detail.data.follow_num).toBe(2);
    expect(detail).toMatchObject({ is_full: true, is_followed: true, is_self: false });
    expect(detail.my_follow).toMatchObject({ follow_user_id: a.uid, status: 'active', budget: '500.000000' });
    const list = await leaderboard().followers({ trader_user_id: a.uid, page: 1, limit: 10 });
    expect(list.total).toBe(2);
    for (const f of list.data) {
      expect(f.account).toMatch(/^.{1,2}\*\*\*@|^\d{3}\*\*\*\d{4}$/);
      expect(f).toMatchObject({ follow_earnings: '12.500000', shares_paid: '1.250000' });
    }
  });

  it('the detail shows open positions on the mark, valuation and today (realised + unrealised, net)', async () => {
    // long 1 lot at mark 52,000 → entry 52,005.20, margin 52.0052, fee 0.260026; mark 53,000:
    // (53,000 − 52,005.2) × 0.01 = 9.948 gross, 9.687974 net
    const id = await open(a, 1, '52000.00');
    await tick(t, '53000.00');
    const d = await leaderboard().traderDetail(undefined, { trader_user_id: a.uid, window: 7 });
    expect(d.positions).toEqual([
      expect.objectContaining({
        id,
        symbol: 'BTC/USDT',
        type: 1,
        share: 1,
        multiple: 10,
        status_name: 'open',
      }),
    ]);
    // 9.687974 / 52.0052 = 18.628… %
    expect(d.positions[0]).toMatchObject({ profits: '9.687974', profit_rate: '18.63', price: '52005.20' });
    expect(d.data).toMatchObject({
      position_count: 1,
      position_valuation: '61.953200', // 52.0052 + 9.948
      today_profits: '8.978974', // −0.709 + 9.687974
    });
    expect(d).toMatchObject({ is_followed: false, my_follow: null, is_self: false });
    expect(d.trader_info).toMatchObject({ id: a.uid, is_trader: 1, is_demo: false, max_followers: 2 });
    expect(d.curve).toHaveLength(7);
    expect(d.curve.at(-1)).toMatchObject({ pnl: '-0.709000', roi: '-0.70' });
    await close(a, id, '53000.00');
  });

  it('history lists own closes newest first; the leaderboard sorts and sparks; nobody edits them', async () => {
    await t.services.jobs.drain();
    const history = await leaderboard().historyTrade({ trader_user_id: a.uid, page: 1, limit: 10 });
    expect(history.total).toBe(3);
    expect(history.data.map((p) => p.status_name)).toEqual(['closed', 'closed', 'closed']);
    expect(history.data[2]).toMatchObject({ type: 1, profits: '9.648975', close_price: '50994.90' });
    const byPnl = await leaderboard().index(users[0]!.uid, { page: 1, limit: 10, sort: 'pnl', window: 7 });
    expect(byPnl.total).toBe(2);
    // A: −0.709 + (53,000 × 0.9999 − 52,005.2) × 0.01 − 0.260026 = −0.709 + 9.634974 = 8.925974 < C's 9.648975
    expect(byPnl.data.map((x) => [x.id, x.stats.total_profits])).toEqual([
      [c.uid, '9.648975'],
      [a.uid, '8.925974'],
    ]);
    expect(byPnl.data[1]).toMatchObject({ is_followed: true, is_full: true });
    expect(byPnl.data[1]!.spark).toHaveLength(7);
    const byFollowers = await leaderboard().index(undefined, {
      page: 1,
      limit: 10,
      sort: 'followers',
      window: 7,
    });
    expect(byFollowers.data.map((x) => x.id)).toEqual([a.uid, c.uid]);
    const byDrawdown = await leaderboard().index(undefined, {
      page: 1,
      limit: 1,
      sort: 'drawdown',
      window: 7,
    });
    expect(byDrawdown).toMatchObject({ total: 2, data: [{ id: c.uid }] }); // C never fell
    // the HTTP call answers the same, and no call takes statistics as input
    const r = await get(t.app, '/follow/index', { sort: 'roi', window: '7' });
    expect(r.body.type).toBe('ok');
  });

  it('the hourly job recomputes every active trader', async () => {
    await t.database.db.execute(sql`DELETE FROM copy_trader_stats`);
    expect((await leaderboard().statsOf(c.uid, 7)).closed_count).toBe(0);
    await t.services.jobs.runCron(t.database.db, 'copytrade.stats_hourly');
    await t.services.jobs.drain();
    expect((await leaderboard().statsOf(c.uid, 7)).closed_count).toBe(1);
    expect((await leaderboard().statsOf(a.uid, 7)).closed_count).toBe(3);
  });
});

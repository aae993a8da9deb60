import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../../test/api';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { checkLedger } from '../../ledger/invariants';
import { futures, tick, trader as futuresUser } from '../../futures/futures.testing';
import { makeFollow, settle } from '../engine/copy.testing';
import { DEMO_TRADER_REF, DemoTraders } from './demo-traders';
import { DEMO_STRATEGIES } from './strategies';

/**
 * The demo traders: with DEMO_CONTENT on they are created on start (system accounts,
 * funded from the house demo_faucet, enrolled as demo traders) and trade futures through the futures service
 * on their published strategies; creating them again changes nothing; DEMO_CONTENT=off keeps them off.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { env: { DEMO_CONTENT: 'on' } });
  expect(await t.services.futuresTriggers.ready()).toBe(true);
});
afterAll(() => t.close());

/** Another instance on the same app (another node, or a restart), not started: driven step by step. */
const another = () =>
  new DemoTraders({
    db: t.database.db,
    pool: t.database.pool,
    log: pino({ level: 'silent' }),
    enabled: true,
    account: t.services.account,
    ledger: t.services.ledger,
    market: t.services.market,
    futures: t.services.futures,
    reads: t.services.futuresReads,
    enrol: (userId, terms) => t.services.copyTraders.enrolDemo(userId, terms),
  });

async function demoRows() {
  const r = await t.database.db.execute<
    { user_id: string; strategy: string; is_demo: boolean; status: string; email: string } & Record<
      string,
      unknown
    >
  >(sql`SELECT c.user_id::text, c.strategy, c.is_demo, c.status, u.email
        FROM copy_traders c JOIN users u ON u.id = c.user_id ORDER BY c.user_id`);
  return r.rows;
}
async function fundings(): Promise<string[]> {
  const r = await t.database.db.execute<{ ref_id: string } & Record<string, unknown>>(
    sql`SELECT ref_id FROM ledger_entries WHERE ref_type = ${DEMO_TRADER_REF} ORDER BY ref_id`,
  );
  return r.rows.map((x) => x.ref_id);
}
const pairId = (symbol: string) => t.services.market.findPair({ symbol }).id;

describe('demo traders', () => {
  let ids: Record<string, number> = {};

  it('are created on start: system accounts, funded through the ledger, enrolled as demo traders', async () => {
    await t.services.copyDemoTraders.idle();
    const rows = await demoRows();
    expect(rows.map((r) => [r.email, r.is_demo, r.status, r.strategy])).toEqual(
      DEMO_STRATEGIES.map((s) => [`${s.key}@system.invalid`, true, 'active', s.strategy]),
    );
    ids = Object.fromEntries(rows.map((r, i) => [DEMO_STRATEGIES[i]!.key, Number(r.user_id)]));
    expect(await fundings()).toEqual(['demo-revert:claim', 'demo-trend:claim']);
    for (const id of Object.values(ids))
      expect(await futures(t, id)).toEqual({ available: new Decimal('10000'), frozen: new Decimal(0) });
    const board = await get(t.app, '/follow/index', { sort: 'pnl', window: '7' });
    const cards = (board.body.message as { data: { id: number; is_demo: boolean; strategy: string }[] }).data;
    expect(cards.map((c) => [c.id, c.is_demo])).toEqual(
      expect.arrayContaining(Object.values(ids).map((id) => [id, true])),
    );
  });

  it('creating them again — twice at once, as two nodes would — changes nothing', async () => {
    const [x, y] = await Promise.all([another().ensure(), another().ensure()]);
    expect(x).toEqual(DEMO_STRATEGIES.map((s) => ({ key: s.key, userId: ids[s.key] })));
    expect(y).toEqual(x);
    expect(await demoRows()).toHaveLength(DEMO_STRATEGIES.length);
    expect(await fundings()).toEqual(['demo-revert:claim', 'demo-trend:claim']);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('trade through the futures service on their strategies: open with TP/SL, closed by the trigger', async () => {
    await t.services.copyDemoTraders.stop(); // this test drives its own instance
    const bot = another();
    const trend = ids['demo-trend']!;
    // a follower of the mean-reverter: its strategy exit must reach the copy's history with its reason
    const follower = await futuresUser(t, '10000');
    await makeFollow(t, follower, { uid: ids['demo-revert']!, token: '' });
    // samples at 50,000 then 50,100: the 3-sample average crosses above the 8-sample one → long
    for (let i = 0; i < 12; i++) {
      await tick(t, '50000.00');
      await tick(t, '3000.00', pairId('ETH/USDT'));
      expect((await bot.stepOnce())['demo-trend']).toBe('hold');
    }
    await tick(t, '50100.00');
    await tick(t, '3010.00', pairId('ETH/USDT'));
    expect(await bot.stepOnce()).toEqual({ 'demo-trend': 'open', 'demo-revert': 'open' });
    const [long] = await t.services.futuresReads.open(trend);
    // TP 50,100 × 1.005 = 50,350.50, SL 50,100 × 0.997 = 49,949.70
    expect(long!.view).toMatchObject({
      symbol: 'BTC/USDT',
      type: 1,
      share: 1,
      multiple: 10,
      target_profit_price: '50350.50',
      stop_loss_price: '49949.70',
    });
    // the mean-reverter faded the +0.29 % move on ETH (3010 on an 8-sample average of 3001.25): short 2 lots,
    // TP 3010 × 0.996, SL 3010 × 1.004
    const [short] = await t.services.futuresReads.open(ids['demo-revert']!);
    expect(short!.view).toMatchObject({
      symbol: 'ETH/USDT',
      type: 2,
      share: 2,
      target_profit_price: '2997.96',
      stop_loss_price: '3022.04',
    });
    // BTC reaches the take-profit: the trigger closes it; the statistics follow the close
    await tick(t, '50400.00');
    expect(await t.services.futuresReads.open(trend)).toEqual([]);
    await t.services.jobs.drain();
    expect(await t.services.copyLeaderboard.statsOf(trend, 7)).toMatchObject({
      closed_count: 1,
      profitCount: 1,
    });
    await settle(t); // the follower's copy of the short opens
    const current = await get(t.app, '/follow/copies', { scope: 'current' }, { token: follower.token });
    expect((current.body.message as { data: unknown[] }).data).toHaveLength(1);
    // ETH back at its average: the mean-reverter's strategy closes (through the service, reason `strategy`)
    await tick(t, '3000.00', pairId('ETH/USDT'));
    expect((await bot.stepOnce())['demo-revert']).toBe('close');
    expect(await t.services.futuresReads.open(ids['demo-revert']!)).toEqual([]);
    const closed = await t.services.futuresReads.closed(ids['demo-revert']!);
    expect(closed).toHaveLength(1);
    // the trader's history says why: its strategy, not "closed by hand"
    const history = await get(t.app, '/follow/historyTrade', { trader_user_id: String(ids['demo-revert']) });
    expect((history.body.message as { data: { close_reason: string }[] }).data).toEqual([
      expect.objectContaining({ close_reason: 'strategy' }),
    ]);
    // and so does the follower's copy: closed by the trader, with the trader's reason
    await settle(t);
    const past = await get(t.app, '/follow/copies', { scope: 'history' }, { token: follower.token });
    expect((past.body.message as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ status: 'closed', close_cause: 'trader', trader_close_reason: 'strategy' }),
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('DEMO_CONTENT=off: they do not trade and are hidden from the leaderboard and their pages', async () => {
    const off = await createTestApp(undefined, {
      sharedDatabase: { name: t.databaseName },
      env: { DEMO_CONTENT: 'off' },
    });
    try {
      expect(off.services.copyDemoTraders.enabled).toBe(false);
      expect(await off.services.copyDemoTraders.ensure()).toEqual([]);
      expect(await off.services.copyDemoTraders.stepOnce()).toEqual({});
      const board = await off.services.copyLeaderboard.index(undefined, {
        page: 1,
        limit: 100,
        sort: 'pnl',
        window: 30,
      });
      expect(board.data.filter((c) => c.is_demo)).toEqual([]);
      const detail = await get(off.app, '/follow/traderDetail', {
        trader_user_id: String(ids['demo-trend']),
      });
      expect(detail.body).toMatchObject({ type: 'error', code: 'follow_trader_unavailable' });
    } finally {
      await off.close();
    }
  });

  it('DEMO_CONTENT unset under tests (and off anywhere): nothing is created', async () => {
    const fresh = await createTestApp();
    try {
      expect(fresh.services.copyDemoTraders.enabled).toBe(false);
      await fresh.services.copyDemoTraders.idle();
      const r = await fresh.database.pool.query(
        `SELECT count(*)::int AS n FROM users WHERE email LIKE 'demo-%@system.invalid'`,
      );
      expect(r.rows[0]).toEqual({ n: 0 });
      const traders = await fresh.database.pool.query('SELECT count(*)::int AS n FROM copy_traders');
      expect(traders.rows[0]).toEqual({ n: 0 });
    } finally {
      await fresh.close();
    }
  });
});

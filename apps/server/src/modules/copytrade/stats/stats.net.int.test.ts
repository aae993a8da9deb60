import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../../test/api';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { position, submit, tick, trader, type Trader } from '../../futures/futures.testing';
import { apply, ok, ops } from '../follows.testing';

/**
 * A trader's figures are net of what their trades cost, everywhere they are shown (apply screen, console,
 * leaderboard, trader page). Worked by hand on BTC/USDT (1 lot = 0.01 BTC, 10×, spread 0.01 %, open fee
 * 0.05 % of the notional):
 *   long 1 lot at mark 50,000 → entry 50,005.00, margin 50.005, open fee 0.250025;
 *   closed at mark 50,025 → exit 50,025 × 0.9999 = 50,019.9975, 50,019.99 at the pair's tick:
 *     gross (50,019.99 − 50,005) × 0.01 = +0.1499, net 0.1499 − 0.250025 = −0.100125.
 * A gross win that lost after its fee: a loss, 0 % win rate, rate of return −0.100125 ÷ 50.005 = −0.20 %.
 */

let t: TestApp;
let d: Trader;
beforeAll(async () => {
  t = await createTestApp();
  expect(await t.services.futuresTriggers.ready()).toBe(true);
  d = await trader(t, '1000');
});
afterAll(() => t.close());

const NET_LOSS = {
  closed_count: 1,
  profitCount: 0,
  fallCount: 1,
  total_profits: '-0.100125',
  correct_rate: '0.00',
  total_income_rate: '-0.20',
};

describe('trader statistics are net of fees', () => {
  it('a trade with a gross profit and a net loss is a loss on the apply screen and in the console', async () => {
    await tick(t, '50000.00');
    const id = position(await submit(t, d, { type: 1, share: 1, multiple: 10 })).id;
    await tick(t, '50025.00');
    expect((await post(t.app, '/lever/close', { id }, { token: d.token })).body.type).toBe('ok');
    // the position itself: gross above 0, its fee above that
    const closed = await t.services.futuresReads.closedPage(d.uid, 1, 10);
    expect(closed.data).toEqual([
      expect.objectContaining({
        id,
        close_price: '50019.99',
        gross_profits: '0.149900',
        fees_paid: '0.250025',
        net_profits: '-0.100125',
      }),
    ]);

    const record = {
      closed_count: 1,
      profit_count: 0,
      correct_rate: '0.00',
      total_profits: '-0.100125',
      total_income_rate: '-0.20',
    };
    const info = ok<{ record: object }>(await get(t.app, '/copytrade/apply_info', {}, { token: d.token }));
    expect(info.record).toMatchObject(record);
    ok(await apply(t, d));
    const pending = ok<{ data: { user_id: number; record: object }[] }>(await ops(t, 'applications'));
    expect(pending.data.find((a) => a.user_id === d.uid)?.record).toMatchObject(record);
    const application = ok<{ data: { id: number; user_id: number }[] }>(await ops(t, 'applications'));
    ok(await ops(t, 'approve', { id: application.data.find((a) => a.user_id === d.uid)!.id }));
  });

  it('the leaderboard, the trader page and the console count it as a loss, 0 % win rate', async () => {
    await t.services.copyStats.recompute(d.uid);
    expect(await t.services.copyLeaderboard.statsOf(d.uid, 7)).toMatchObject(NET_LOSS);
    const board = ok<{ data: { id: number; stats: object }[] }>(
      await get(t.app, '/follow/index', { sort: 'pnl', window: '7' }),
    );
    expect(board.data.find((c) => c.id === d.uid)?.stats).toMatchObject(NET_LOSS);
    const detail = ok<{ data: object; curve: { pnl: string }[] }>(
      await get(t.app, '/follow/traderDetail', { trader_user_id: String(d.uid), window: '7' }),
    );
    expect(detail.data).toMatchObject({ ...NET_LOSS, today_profits: '-0.100125' });
    expect(detail.curve.at(-1)).toMatchObject({ pnl: '-0.100125' });
    const history = ok<{ data: { profits: string; profit_rate: string }[] }>(
      await get(t.app, '/follow/historyTrade', { trader_user_id: String(d.uid) }),
    );
    // −0.100125 ÷ 50.005 × 100 = −0.2002… %
    expect(history.data).toEqual([expect.objectContaining({ profits: '-0.100125', profit_rate: '-0.20' })]);
    const console = ok<{ data: { user_id: number; stats: object }[] }>(await ops(t, 'traders'));
    expect(console.data.find((x) => x.user_id === d.uid)?.stats).toMatchObject(NET_LOSS);
  });
});

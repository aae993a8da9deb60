import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app';
import { post } from '../../../../test/api';
import { checkLedger } from '../../ledger/invariants';
import { order, trade, trader } from '../spot.testing';
import { depth, makerApp, tick } from './market-maker.testing';
import { PRUNE_AFTER_MS } from './prune';

let t: TestApp;
let makerId: number;
beforeAll(async () => {
  t = await makerApp();
  makerId = t.services.marketMaker.runner.userId!;
});
afterAll(async () => {
  await t.close();
});

interface Census {
  makerOpen: number;
  makerCancelledUnfilled: number;
  makerCancelledFilled: number;
  userOrders: number;
  trades: number;
}

async function census(): Promise<Census> {
  const r = await t.database.db.execute<Census & Record<string, unknown>>(sql`
    SELECT
      count(*) FILTER (WHERE user_id = ${makerId} AND status IN ('open', 'partial'))::int AS "makerOpen",
      count(*) FILTER (WHERE user_id = ${makerId} AND status = 'cancelled' AND filled = 0)::int AS "makerCancelledUnfilled",
      count(*) FILTER (WHERE user_id = ${makerId} AND status = 'cancelled' AND filled > 0)::int AS "makerCancelledFilled",
      count(*) FILTER (WHERE user_id <> ${makerId})::int AS "userOrders",
      (SELECT count(*)::int FROM spot_trades) AS trades
    FROM spot_orders`);
  return r.rows[0]!;
}

const prune = async (slot: Date) => {
  await t.services.jobs.runCron(t.database.db, 'spot.prune_house_quotes', slot);
  await t.services.jobs.drain();
};

describe('pruning cancelled house quotes (cron spot.prune_house_quotes)', () => {
  it('deletes only the maker’s cancelled unfilled quotes older than an hour; the ledger stays whole', async () => {
    tick(t, 'BTC/USDT', '96000.00');
    await t.services.marketMaker.refreshOnce();
    // Requotes leave cancelled quotes behind.
    for (const price of ['96100.00', '95900.00', '96000.00']) {
      tick(t, 'BTC/USDT', price);
      await t.services.marketMaker.refreshOnce();
    }
    // A maker quote filled past half is replaced: a cancelled quote with a fill, which must stay.
    const best = (await depth(t, 'BTC/USDT')).asks[0]!; // one maker quote
    const amount = new Decimal(best[1]!).mul('0.6').toFixed(6, Decimal.ROUND_DOWN);
    const buyer = await trader(t, { usdt: '100000' });
    expect(order(await trade(t, buyer, { side: 'buy', type: 'market', amount })).status).toBe('filled');
    tick(t, 'BTC/USDT', '96000.00');
    await t.services.marketMaker.refreshOnce();
    // A user's own cancelled order (nothing filled), and a user's open order, which must stay.
    const u = await trader(t, { usdt: '1000' });
    const mine = order(await trade(t, u, { side: 'buy', amount: '0.001', target_price: '90000' }));
    await post(t.app, '/coin/cancel', { id: mine.id }, { token: u.token });
    order(await trade(t, u, { side: 'buy', amount: '0.001', target_price: '90000' }));

    const before = await census();
    expect(before.makerCancelledUnfilled).toBeGreaterThan(0);
    expect(before.makerCancelledFilled).toBe(1);
    expect(before.userOrders).toBe(3); // the market buy, the cancelled and the open limit order
    const book = await depth(t, 'BTC/USDT');
    expect(await checkLedger(t.database.db)).toEqual([]);

    // A slot now: every cancel is younger than an hour, nothing goes.
    await prune(new Date());
    expect(await census()).toEqual(before);

    // A slot more than an hour after every cancel: the maker's cancelled unfilled quotes go, nothing else.
    await prune(new Date(Date.now() + PRUNE_AFTER_MS + 60_000));
    expect(await census()).toEqual({ ...before, makerCancelledUnfilled: 0 });
    expect(await depth(t, 'BTC/USDT')).toEqual(book);
    expect(await checkLedger(t.database.db)).toEqual([]);

    // The maker quotes on as before.
    tick(t, 'BTC/USDT', '96100.00');
    expect((await t.services.marketMaker.refreshOnce()).pairs['BTC/USDT']).toBe('quoted');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

import { Decimal } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app';
import { checkLedger } from '../../ledger/invariants';
import { order, trade, trader } from '../spot.testing';
import { countWrites, depth, makerApp, pricePath, tick } from './market-maker.testing';

/**
 * What the house market maker costs the database and what its book gives a small taker:
 * rows written per refresh while BTC/USDT follows a random walk at BTC's simulated volatility, sampled at the
 * default refresh interval, and the slippage of a 0.005 BTC market buy against the book it builds. Both
 * print their figures (JSON) for the README. The maker runs with the default settings.
 */

let t: TestApp;
beforeAll(async () => {
  t = await makerApp({ defaults: true });
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const REFRESH_S = 5;
const REFRESHES = 120;
const DAY_REFRESHES = 86_400 / REFRESH_S;

describe('house market maker: cost and depth', () => {
  it('a 0.005 BTC market buy slips under 0.05 % from the feed price and the best ask (figure printed)', async () => {
    const mid = '96000.00';
    tick(t, 'BTC/USDT', mid);
    await t.services.marketMaker.refreshOnce();
    const bestAsk = (await depth(t, 'BTC/USDT')).asks[0]![0]!;
    const buyer = await trader(t, { usdt: '10000' });
    const buy = order(await trade(t, buyer, { side: 'buy', type: 'market', amount: '0.005' }));
    expect(buy.status).toBe('filled');
    const quote = buy.fills.reduce((s, f) => s.plus(new Decimal(f.price).mul(f.amount)), new Decimal(0));
    const avg = quote.div('0.005');
    const fromMid = avg.div(mid).minus(1).mul(100);
    const fromAsk = avg.div(bestAsk).minus(1).mul(100);
    console.log(
      `market maker slippage ${JSON.stringify({
        amount: '0.005',
        mid,
        bestAsk,
        averagePrice: avg.toFixed(2),
        slippageFromMidPercent: fromMid.toFixed(4),
        slippageFromBestAskPercent: fromAsk.toFixed(4),
        fills: buy.fills.length,
      })}`,
    );
    expect(fromMid.lt('0.05')).toBe(true);
    expect(fromAsk.lt('0.05')).toBe(true);
  });

  it('writes few rows per refresh while the feed walks (figures printed)', async () => {
    const path = pricePath(96_000, 0.55, REFRESH_S, REFRESHES + 1);
    tick(t, 'BTC/USDT', path[0]!);
    await t.services.marketMaker.refreshOnce(); // the first ladder: not counted
    const writes = await countWrites(t);
    let placed = 0;
    let cancelled = 0;
    let requotes = 0;
    for (const price of path.slice(1)) {
      tick(t, 'BTC/USDT', price);
      const r = await t.services.marketMaker.refreshOnce();
      placed += r.placed;
      cancelled += r.cancelled;
      if (r.placed + r.cancelled > 0) requotes++;
    }
    const rows = await writes();
    const all = Object.values(rows).reduce((s, n) => s + n, 0);
    const pairs = t.services.market.listPairs().filter((p) => p.openCoinTrade === 1).length;
    const figures = {
      refreshes: REFRESHES,
      refreshSeconds: REFRESH_S,
      requotes,
      placed,
      cancelled,
      rowsByTable: rows,
      spotOrderRowsPerRefresh: rows.spot_orders! / REFRESHES,
      rowsPerRefresh: all / REFRESHES,
      rowsPerRequote: requotes === 0 ? 0 : all / requotes,
      pairs,
      rowsPerDayAllPairs: Math.round((all / REFRESHES) * DAY_REFRESHES * pairs),
      spotOrderRowsPerDayAllPairs: Math.round((rows.spot_orders! / REFRESHES) * DAY_REFRESHES * pairs),
    };
    console.log(`market maker writes ${JSON.stringify(figures)}`);
    expect(requotes).toBeGreaterThan(0);
    // Before (5 levels at 20 bps, every requote cancelled and re-placed all 10 quotes) the same walk cost
    // 160 rows per requote and 22.7 rows per refresh; now a requote touches the levels the feed crossed.
    expect(figures.rowsPerRequote).toBeLessThanOrEqual(32); // on average at most one cancel + one place
    expect(figures.rowsPerRefresh).toBeLessThan(20);
  });
});

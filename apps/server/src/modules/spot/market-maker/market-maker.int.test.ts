import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../../test/test-app';
import { post } from '../../../../test/api';
import { checkLedger } from '../../ledger/invariants';
import { BTC, USDT, fees, order, spot, trade, trader } from '../spot.testing';
import {
  depth,
  expectedPrices,
  genesisEntries,
  holding,
  houseGenesis,
  makerApp,
  tick,
} from './market-maker.testing';
import { MarketMakerRunner } from './runner';

let t: TestApp;
let makerId: number;
beforeAll(async () => {
  t = await makerApp();
  makerId = t.services.marketMaker.runner.userId!;
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const D = (v: string | number) => new Decimal(v);

/** The pair's row of spot_book_versions: bumped once by each transaction that changes its orders. */
async function bookVersion(t: TestApp, symbol: string): Promise<number> {
  const pair = t.services.market.findPair({ symbol });
  const r = await t.database.db.execute<{ v: number } & Record<string, unknown>>(
    sql`SELECT coalesce(max(version), 0)::int AS v FROM spot_book_versions WHERE pair_id = ${pair.id}`,
  );
  return r.rows[0]!.v;
}

describe('house market maker', () => {
  it('is funded once per asset by a genesis entry from the house genesis account, with a memo', async () => {
    await t.services.marketMaker.refreshOnce();
    const entries = await genesisEntries(t, makerId);
    const assets = t.services.market.listAssets();
    expect(entries.map((e) => Number(e.ref_id)).sort((a, b) => a - b)).toEqual(
      assets.map((a) => a.id).sort((a, b) => a - b),
    );
    for (const e of entries) {
      expect(e).toMatchObject({ kind: 'genesis', n: 2 });
      expect(D(e.net).isZero()).toBe(true);
      // Nobody else was funded in this database: the house account is exactly the negative of the issue,
      // and the maker holds all of it (quotes only freeze part of it; it has not traded yet).
      const currencyId = Number(e.ref_id);
      expect((await houseGenesis(t, currencyId)).toFixed()).toBe(D(e.issued).neg().toFixed());
      expect((await holding(t, makerId, currencyId)).toFixed()).toBe(D(e.issued).toFixed());
    }
    const pairs = t.services.market.listPairs().filter((p) => p.openCoinTrade === 1).length;
    const usdt = entries.find((e) => e.ref_id === String(USDT))!;
    expect(D(usdt.issued).toFixed()).toBe(D(2_000_000).mul(pairs).toFixed()); // 2,000,000 USDT per pair's bid side
    const btc = entries.find((e) => e.ref_id === String(BTC))!;
    const price = /feed price ([\d.]+) USDT per BTC/.exec(btc.memo)![1]!;
    expect(D(btc.issued).toFixed()).toBe(
      D(2_000_000).div(price).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
    );
    expect(btc.memo).toMatch(
      /^House market maker inventory: .* BTC = 1 pair\(s\) × MARKET_MAKER_INVENTORY_USDT/,
    );
  });

  it('quotes 15 levels a side on a grid around the feed price, none closer than 1 bp, sizes growing', async () => {
    tick(t, 'BTC/USDT', '96000.00');
    const version = await bookVersion(t, 'BTC/USDT');
    const report = await t.services.marketMaker.refreshOnce();
    expect(report.pairs['BTC/USDT']).toBe('quoted');
    expect(report.pairs['ETH/USDT']).toBe('stale'); // no fresh feed price: no quotes
    // The 30 placements were submitted together: the pair's queue committed them in a batch or two (each
    // transaction bumps the pair's book version once), not in 30 transactions.
    expect((await bookVersion(t, 'BTC/USDT')) - version).toBeLessThanOrEqual(2);
    const d = await depth(t, 'BTC/USDT');
    const want = expectedPrices('96000');
    expect(d.bids.map((l) => l[0])).toEqual(want.bids); // 95975.00 … 95625.00
    expect(d.asks.map((l) => l[0])).toEqual(want.asks); // 96025.00 … 96375.00
    expect(d.bids[0]).toEqual(['95975.00', '0.020838']); // 2000 USDT
    expect(d.asks[0]).toEqual(['96025.00', '0.020827']);
    expect(d.asks[1]).toEqual(['96050.00', '0.022904']); // 2200 USDT: each level 10 % more
    for (const side of [d.bids, d.asks])
      for (let i = 1; i < side.length; i++) expect(D(side[i]![1]!).gt(side[i - 1]![1]!)).toBe(true);
    // Never at a price off the feed's: every bid under 96000 × 0.9999, every ask over 96000 × 1.0001.
    expect(d.bids.every((l) => D(l[0]!).lte('95990.4'))).toBe(true);
    expect(d.asks.every((l) => D(l[0]!).gte('96009.6'))).toBe(true);
    // Inside the grid band the next refresh keeps every quote (no writes).
    tick(t, 'BTC/USDT', '96005.00');
    const again = await t.services.marketMaker.refreshOnce();
    expect(again.pairs['BTC/USDT']).toBe('kept');
    expect(again.placed + again.cancelled).toBe(0);
    // Across one grid price: one new best bid, nothing else written.
    tick(t, 'BTC/USDT', '96010.00');
    const moved = await t.services.marketMaker.refreshOnce();
    expect([moved.pairs['BTC/USDT'], moved.placed, moved.cancelled]).toEqual(['quoted', 1, 0]);
    expect((await depth(t, 'BTC/USDT')).bids.slice(0, 2)).toEqual([
      ['96000.00', '0.020833'],
      ['95975.00', '0.020838'],
    ]);
    tick(t, 'BTC/USDT', '96000.00');
    await t.services.marketMaker.refreshOnce();
  });

  it('passes over a pair nothing moved on (nothing read), and reads it again once its book changed', async () => {
    tick(t, 'BTC/USDT', '96000.00');
    await t.services.marketMaker.refreshOnce(); // read, nothing to change: remembered as quiet
    const list = vi.spyOn(t.services.spot, 'list');
    try {
      tick(t, 'BTC/USDT', '96005.00'); // inside the band: the same grid prices
      const quiet = await t.services.marketMaker.refreshOnce();
      expect([quiet.pairs['BTC/USDT'], quiet.placed, quiet.cancelled]).toEqual(['kept', 0, 0]);
      expect(list).not.toHaveBeenCalled();
      // A user order on the pair changes its book (its version): the maker reads its quotes again.
      const user = await trader(t, { usdt: '1000' });
      const bid = order(await trade(t, user, { side: 'buy', amount: '0.001', target_price: '90000' }));
      tick(t, 'BTC/USDT', '96005.00');
      expect((await t.services.marketMaker.refreshOnce()).pairs['BTC/USDT']).toBe('kept');
      expect(list).toHaveBeenCalledTimes(1);
      await t.services.spot.cancel(user.uid, bid.id);
      // A move across a grid price is requoted as before (the key changed: read, one new best bid).
      list.mockClear();
      tick(t, 'BTC/USDT', '96010.00');
      const moved = await t.services.marketMaker.refreshOnce();
      expect([moved.pairs['BTC/USDT'], moved.placed, moved.cancelled]).toEqual(['quoted', 1, 0]);
      expect(list).toHaveBeenCalledTimes(1);
    } finally {
      list.mockRestore();
    }
    tick(t, 'BTC/USDT', '96000.00');
    await t.services.marketMaker.refreshOnce();
  });

  it('holds cover every resting quote: a bid its price × amount in USDT, an ask its amount in BTC', async () => {
    const r = await t.database.db.execute<{ id: string; ok: boolean } & Record<string, unknown>>(sql`
      SELECT o.id::text AS id, h.status = 'open' AND h.amount >= CASE WHEN o.side = 'buy'
        THEN o.price * (o.amount - o.filled) ELSE o.amount - o.filled END AS ok
      FROM spot_orders o LEFT JOIN ledger_holds h ON h.id = o.hold_id
      WHERE o.user_id = ${makerId} AND o.status IN ('open', 'partial')`);
    expect(r.rows.length).toBeGreaterThanOrEqual(30);
    expect(r.rows.filter((x) => x.ok !== true)).toEqual([]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a user market buy fills against the maker ask: user, maker and house fees add up exactly', async () => {
    await t.services.marketMaker.refreshOnce();
    const user = await trader(t, { usdt: '100000' });
    const before = {
      userUsdt: await holding(t, user.uid, USDT),
      userBtc: await holding(t, user.uid, BTC),
      makerUsdt: await holding(t, makerId, USDT),
      makerBtc: await holding(t, makerId, BTC),
      feesUsdt: await fees(t, USDT),
      feesBtc: await fees(t, BTC),
    };
    const buy = order(await trade(t, user, { side: 'buy', type: 'market', amount: '0.01' }));
    expect(buy.status).toBe('filled');
    expect(buy.fills).toEqual([
      expect.objectContaining({ price: '96025.00', amount: '0.010000', role: 'taker' }),
    ]);

    const total = D('96025').mul('0.01'); // 960.25
    const takerFee = D('0.000015'); // 0.15 % of 0.01 BTC
    const makerFee = D('0.96025'); // 0.1 % of 960.25 USDT
    const delta = {
      userUsdt: (await holding(t, user.uid, USDT)).minus(before.userUsdt),
      userBtc: (await holding(t, user.uid, BTC)).minus(before.userBtc),
      makerUsdt: (await holding(t, makerId, USDT)).minus(before.makerUsdt),
      makerBtc: (await holding(t, makerId, BTC)).minus(before.makerBtc),
      feesUsdt: (await fees(t, USDT)).minus(before.feesUsdt),
      feesBtc: (await fees(t, BTC)).minus(before.feesBtc),
    };
    expect(delta.userUsdt.toFixed()).toBe(total.neg().toFixed());
    expect(delta.userBtc.toFixed()).toBe(D('0.01').minus(takerFee).toFixed());
    expect(delta.makerUsdt.toFixed()).toBe(total.minus(makerFee).toFixed());
    expect(delta.makerBtc.toFixed()).toBe('-0.01');
    expect(delta.feesUsdt.toFixed()).toBe(makerFee.toFixed());
    expect(delta.feesBtc.toFixed()).toBe(takerFee.toFixed());
    expect(delta.userUsdt.plus(delta.makerUsdt).plus(delta.feesUsdt).toFixed()).toBe('0');
    expect(delta.userBtc.plus(delta.makerBtc).plus(delta.feesBtc).toFixed()).toBe('0');
    expect((await spot(t, user.uid, USDT)).frozen.toFixed()).toBe('0');
    expect(await checkLedger(t.database.db)).toEqual([]);

    // Less than half of the best ask filled: it stays; once more than half has filled it is replaced whole.
    tick(t, 'BTC/USDT', '96000.00');
    expect((await t.services.marketMaker.refreshOnce()).pairs['BTC/USDT']).toBe('kept');
    expect((await depth(t, 'BTC/USDT')).asks[0]).toEqual(['96025.00', '0.010827']);
    expect(order(await trade(t, user, { side: 'buy', type: 'market', amount: '0.001' })).status).toBe(
      'filled',
    );
    const replaced = await t.services.marketMaker.refreshOnce();
    expect([replaced.pairs['BTC/USDT'], replaced.placed, replaced.cancelled]).toEqual(['quoted', 1, 1]);
    expect((await depth(t, 'BTC/USDT')).asks[0]).toEqual(['96025.00', '0.020827']);
  });

  it('a user limit sell crossing the maker bid fills at the bid', async () => {
    const user = await trader(t, { btc: '0.01' });
    const sell = order(await trade(t, user, { side: 'sell', amount: '0.01', target_price: '95000' }));
    expect(sell.status).toBe('filled');
    expect(sell.fills).toEqual([
      expect.objectContaining({ price: '95975.00', amount: '0.010000', role: 'taker' }),
    ]);
    const received = D('95975').mul('0.01'); // 959.75, taker fee 0.15 % = 1.439625
    expect((await spot(t, user.uid, USDT)).available.toFixed()).toBe(received.minus('1.439625').toFixed());
    expect((await depth(t, 'BTC/USDT')).bids[0]).toEqual(['95975.00', '0.010838']);
  });

  it('skips the levels a user order inside the spread crosses (no refused placements); users fill each other', async () => {
    const seller = await trader(t, { btc: '0.05' });
    tick(t, 'BTC/USDT', '97000.00');
    await t.services.marketMaker.refreshOnce(); // bids from 96975.00, asks from 97025.00
    const ask = order(await trade(t, seller, { side: 'sell', amount: '0.05', target_price: '97040' }));
    expect(ask.status).toBe('open');
    tick(t, 'BTC/USDT', '97300.00'); // the maker's bids would be from 97275.00: down to 97050 they would take
    const report = await t.services.marketMaker.refreshOnce();
    expect(report.pairs['BTC/USDT']).toBe('quoted');
    const d = await depth(t, 'BTC/USDT');
    expect(d.asks[0]).toEqual(['97040.00', '0.050000']); // the user's ask is untouched
    // Bids from 97025.00 down; the two deepest of the 97,000 ladder stay as levels 15 and 16 (the slack).
    const grid = expectedPrices('97300', '25', 17).bids;
    expect(d.bids.map((l) => l[0])).toEqual(grid.filter((p) => D(p).lt('97040')));
    const refused = await t.database.db.execute<{ n: number } & Record<string, unknown>>(
      sql`SELECT count(*)::int AS n FROM spot_orders WHERE user_id = ${makerId} AND cancel_reason = 'post_only_would_take'`,
    );
    expect(refused.rows[0]!.n).toBe(0);
    const buyer = await trader(t, { usdt: '10000' });
    const buy = order(await trade(t, buyer, { side: 'buy', amount: '0.05', target_price: '97040' }));
    expect(buy.fills).toEqual([expect.objectContaining({ price: '97040.00', amount: '0.050000' })]);
    // The gap fills at the next refresh.
    tick(t, 'BTC/USDT', '97300.00');
    await t.services.marketMaker.refreshOnce();
    expect((await depth(t, 'BTC/USDT')).bids.map((l) => l[0])).toEqual(grid);
    tick(t, 'BTC/USDT', '96000.00');
    await t.services.marketMaker.refreshOnce();
  });

  it('quotes no stock pair outside its New York session (fixed clock, Saturday)', async () => {
    // A Saturday after every stored price: only the pairs ticked at that time have a fresh price.
    const saturday = Date.parse('2030-01-05T15:00:00Z');
    const runner = new MarketMakerRunner({
      db: t.database.db,
      ledger: t.services.ledger,
      market: t.services.market,
      spot: t.services.spot,
      account: t.services.account,
      config: t.services.marketMaker.runner.config,
      log: t.app.log,
      now: () => saturday,
    });
    tick(t, 'AAPL/USDT', '228.00', saturday);
    tick(t, 'BTC/USDT', '96000.00', saturday);
    const report = await runner.refreshOnce();
    expect(report.pairs['AAPL/USDT']).toBe('closed');
    // The same refresh quotes crypto: the BTC ladder a new runner finds is the one it wants, it stays.
    expect(report.pairs['BTC/USDT']).toBe('kept');
    expect((await depth(t, 'BTC/USDT')).asks.map((l) => l[0])).toEqual(expectedPrices('96000').asks);
    expect(await depth(t, 'AAPL/USDT')).toMatchObject({ bids: [], asks: [] });
    const aapl = t.services.market.findPair({ symbol: 'AAPL/USDT' });
    const mine = await t.services.spot.list(makerId, {
      currency_id: aapl.baseId,
      legal_id: aapl.quoteId,
      status: 'all',
      page: 1,
      limit: 10,
    });
    expect(mine.total).toBe(0);
    await runner.close();
  });

  it('cannot be logged into or used through the API', async () => {
    const login = await post(t.app, '/user/login', {
      user_string: 'market-maker@system.invalid',
      password: '!system',
    });
    expect(login.body).toMatchObject({ type: 'error', code: 'login_failed' });
  });

  it('a refresh whose node steps down (signal aborted) stops after the pair in progress', async () => {
    tick(t, 'BTC/USDT', '96500.00');
    const stepDown = new AbortController();
    const list = t.services.spot.list.bind(t.services.spot);
    // the node steps down while the maker reads its first open quotes (BTC/USDT, the only fresh pair)
    const spy = vi.spyOn(t.services.spot, 'list').mockImplementation((...args) => {
      stepDown.abort();
      return list(...args);
    });
    try {
      const report = await t.services.marketMaker.runner.refreshOnce(stepDown.signal);
      const done = Object.keys(report.pairs);
      expect(done.at(-1)).toBe('BTC/USDT');
      expect(done.length).toBeLessThan(t.services.market.listPairs().length);
    } finally {
      spy.mockRestore();
    }
  });
});

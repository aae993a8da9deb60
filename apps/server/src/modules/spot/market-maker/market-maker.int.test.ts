import { Decimal } from '@meridian/contract';
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

  it('quotes bids below and asks above the feed price with the configured spread, depth and size', async () => {
    tick(t, 'BTC/USDT', '96000.00');
    const report = await t.services.marketMaker.refreshOnce();
    expect(report.pairs['BTC/USDT']).toBe('quoted');
    expect(report.pairs['ETH/USDT']).toBe('stale'); // no fresh feed price: no quotes
    const d = await depth(t, 'BTC/USDT');
    const want = expectedPrices('96000');
    expect(d.bids.map((l) => l[0])).toEqual(want.bids); // 95904.00 … 95520.00
    expect(d.asks.map((l) => l[0])).toEqual(want.asks); // 96096.00 … 96480.00
    expect(d.bids[0]).toEqual(['95904.00', '0.020854']); // 2000 USDT each
    expect(d.asks[0]).toEqual(['96096.00', '0.020812']);
    // Nothing moved: the next refresh keeps the quotes (no writes).
    tick(t, 'BTC/USDT', '96040.00'); // 4.2 bps < a quarter of the 20 bps spread
    const again = await t.services.marketMaker.refreshOnce();
    expect(again.pairs['BTC/USDT']).toBe('kept');
    expect(again.placed + again.cancelled).toBe(0);
    tick(t, 'BTC/USDT', '96000.00');
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
      expect.objectContaining({ price: '96096.00', amount: '0.010000', role: 'taker' }),
    ]);

    const total = D('96096').mul('0.01'); // 960.96
    const takerFee = D('0.000015'); // 0.15 % of 0.01 BTC
    const makerFee = D('0.96096'); // 0.1 % of 960.96 USDT
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

    // The partly filled ask is replaced at full size on the next refresh.
    tick(t, 'BTC/USDT', '96000.00');
    expect((await t.services.marketMaker.refreshOnce()).pairs['BTC/USDT']).toBe('quoted');
    expect((await depth(t, 'BTC/USDT')).asks[0]).toEqual(['96096.00', '0.020812']);
  });

  it('a user limit sell crossing the maker bid fills at the bid', async () => {
    const user = await trader(t, { btc: '0.01' });
    const sell = order(await trade(t, user, { side: 'sell', amount: '0.01', target_price: '95000' }));
    expect(sell.status).toBe('filled');
    expect(sell.fills).toEqual([
      expect.objectContaining({ price: '95904.00', amount: '0.010000', role: 'taker' }),
    ]);
    const received = D('95904').mul('0.01'); // 959.04, taker fee 0.15 % = 1.43856
    expect((await spot(t, user.uid, USDT)).available.toFixed()).toBe(received.minus('1.43856').toFixed());
    expect((await depth(t, 'BTC/USDT')).bids[0]).toEqual(['95904.00', '0.010854']);
  });

  it('post-only quotes a user order already crosses are refused by the book; users fill each other', async () => {
    const seller = await trader(t, { btc: '0.05' });
    // Rests below the maker's best ask once the maker requotes around a higher price.
    tick(t, 'BTC/USDT', '97000.00');
    await t.services.marketMaker.refreshOnce(); // asks from 97097.00
    const ask = order(await trade(t, seller, { side: 'sell', amount: '0.05', target_price: '97050' }));
    expect(ask.status).toBe('open');
    tick(t, 'BTC/USDT', '97300.00'); // the maker's bids would now be from 97202.70: they would take
    const report = await t.services.marketMaker.refreshOnce();
    expect(report.pairs['BTC/USDT']).toBe('quoted');
    const d = await depth(t, 'BTC/USDT');
    expect(d.asks[0]).toEqual(['97050.00', '0.050000']); // the user's ask is untouched
    expect(d.bids.every((l) => D(l[0]!).lt('97050'))).toBe(true); // crossing bids were refused
    const buyer = await trader(t, { usdt: '10000' });
    const buy = order(await trade(t, buyer, { side: 'buy', amount: '0.05', target_price: '97050' }));
    expect(buy.fills).toEqual([expect.objectContaining({ price: '97050.00', amount: '0.050000' })]);
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
    expect(report.pairs['BTC/USDT']).toBe('quoted'); // the same refresh quotes crypto
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

import { Decimal, DomainError } from '@meridian/contract';
import { type Candle, type PairDetail, type QuotationGroup } from '@meridian/contract/market';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { MAKER_ENV, depth, holding, houseGenesis } from '../spot/market-maker/market-maker.testing';
import { fund, order, spot, trader, USDT } from '../spot/spot.testing';
import { catalogFeedPairs } from './feed';
import { SimulatedFeed } from './feed/simulated';
import { MarketService } from './market.service';
import type { PairInfo } from './quote';

/** Listing an IEO token as a spot pair: catalogue, feed, quotes, candles, spot, wallet, other nodes. */

let t: TestApp;
let token: { id: number; symbol: string };
let pair: PairInfo;
const LEVEL = '0.125';
const nowS = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await createTestApp(undefined, { env: MAKER_ENV });
  await t.services.marketMaker.idle();
  token = await t.database.db.transaction((tx) =>
    t.services.market.createAsset(tx, { symbol: 'MRDX', name: 'Meridian Demo Token' }),
  );
  pair = await t.services.market.listTokenPair({ baseId: token.id, quoteId: USDT, level: LEVEL });
});
afterAll(() => t.close());

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  return err instanceof DomainError ? err.key : err;
};

/** The feed's next ticks for the listed pair only, applied as the leading node would. */
function tickListed(seconds: number): string[] {
  const feed = t.services.market.feed as SimulatedFeed;
  // one reading of the clock: a second turning over during the loop would add a sixth tick
  const end = nowS();
  const prices: string[] = [];
  for (let s = end - seconds + 1; s <= end; s++) {
    const ticks = feed.ticksAt(s).filter((x) => x.pairId === pair.id);
    t.services.market.applyTicks(ticks);
    prices.push(...ticks.map((x) => x.price));
  }
  return prices;
}

describe('MarketService.listTokenPair', () => {
  it('lists the token against the pay currency as a crypto pair, clear of the catalogue, spot only', () => {
    expect(pair).toMatchObject({
      symbol: 'MRDX/USDT',
      baseId: token.id,
      quoteId: USDT,
      category: 'crypto',
      pricePrecision: 5,
      amountPrecision: 3,
      openCoinTrade: 1,
      openFutures: 0,
      openOptions: 0,
    });
    expect(pair.id).toBeGreaterThan(1000);
    expect(pair.listing).toMatchObject({ level: LEVEL });
    expect(t.services.market.findPair({ symbol: 'mrdxusdt' }).id).toBe(pair.id);
  });

  it('refuses a second listing of the same pair (ieo_pair_listed), and of two at once lists one', async () => {
    expect(
      await refusal(t.services.market.listTokenPair({ baseId: token.id, quoteId: USDT, level: '1' })),
    ).toBe('ieo_pair_listed');
    const other = await t.database.db.transaction((tx) =>
      t.services.market.createAsset(tx, { symbol: 'TWIN', name: 'Twin' }),
    );
    const both = await Promise.allSettled([
      t.services.market.listTokenPair({ baseId: other.id, quoteId: USDT, level: '2' }),
      t.services.market.listTokenPair({ baseId: other.id, quoteId: USDT, level: '2' }),
    ]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = both.find((r) => r.status === 'rejected')!;
    expect((failed.reason as DomainError).key).toBe('ieo_pair_listed');
    expect(t.services.market.listPairs().filter((p) => p.symbol === 'TWIN/USDT')).toHaveLength(1);
  });

  it('refuses an unknown currency and a price that is not positive', async () => {
    expect(
      await refusal(t.services.market.listTokenPair({ baseId: 999_999, quoteId: USDT, level: '1' })),
    ).toBe('currency_invalid');
    const a = await t.database.db.transaction((tx) =>
      t.services.market.createAsset(tx, { symbol: 'ZERO', name: 'Zero' }),
    );
    expect(await refusal(t.services.market.listTokenPair({ baseId: a.id, quoteId: USDT, level: '0' }))).toBe(
      'parameter_error',
    );
  });
});

describe('a listed pair in the market', () => {
  it('has no invented history: no candles before the listing, and no price until the feed ticks', async () => {
    const to = nowS();
    const bars = (
      await get(t.app, '/currency/new_timeshar', {
        symbol: 'MRDX/USDT',
        period: '1min',
        from: String(to - 30 * 86_400),
        to: String(to),
      })
    ).body.message as Candle[];
    expect(bars).toEqual([]);
    const days = (
      await get(t.app, '/currency/new_timeshar', {
        symbol: 'MRDX/USDT',
        period: '1day',
        from: String(to - 365 * 86_400),
        to: String(to),
      })
    ).body.message as Candle[];
    expect(days).toEqual([]);
  });

  it('ticks from the issuance price, and the quotes, pair detail and candles show it', async () => {
    const prices = tickListed(5);
    expect(prices.length).toBe(5);
    // A mean-reverting walk from the level: five seconds move it by a fraction of a percent.
    for (const p of prices) expect(new Decimal(p).div(LEVEL).minus(1).abs().lt(0.02)).toBe(true);
    expect(prices[0]).toMatch(/^0\.\d{5}$/);

    const groups = (await get(t.app, '/currency/quotation_new')).body.message as QuotationGroup[];
    const q = groups.flatMap((g) => g.quotation).find((x) => x.symbol === 'MRDX/USDT')!;
    expect(q).toMatchObject({
      currency_id: token.id,
      currency_name: 'MRDX',
      legal_id: USDT,
      name: 'Meridian Demo Token',
      now_price: prices.at(-1),
      market_from_name: 'Demo market',
      open_coin_trade: 1,
    });
    const detail = (await get(t.app, '/currency/pair', { symbol: 'MRDX_USDT' })).body.message as PairDetail;
    expect(detail).toMatchObject({ id: pair.id, now_price: prices.at(-1), tick_size: '0.00001' });

    const to = nowS();
    const bars = (
      await get(t.app, '/currency/new_timeshar', {
        symbol: 'MRDX/USDT',
        period: '1min',
        from: String(to - 3600),
        to: String(to + 60),
      })
    ).body.message as Candle[];
    expect(bars.length).toBeGreaterThanOrEqual(1);
    expect(bars.length).toBeLessThanOrEqual(2);
    expect(bars.at(-1)!.close).toBe(prices.at(-1));
  });

  it('trades on spot between users, and the wallet shows the token', async () => {
    const seller = await trader(t);
    const buyer = await trader(t, { usdt: '100' });
    await fund(t, seller.uid, token.id, '500');
    const sell = await post(
      t.app,
      '/coin/trade',
      {
        currency_id: token.id,
        legal_id: USDT,
        side: 'sell',
        type: 'limit',
        amount: '400',
        target_price: '0.13',
      },
      { token: seller.token },
    );
    expect(order(sell).status).toBe('open');
    const buy = await post(
      t.app,
      '/coin/trade',
      {
        currency_id: token.id,
        legal_id: USDT,
        side: 'buy',
        type: 'limit',
        amount: '400',
        target_price: '0.13',
      },
      { token: buyer.token },
    );
    expect(order(buy)).toMatchObject({ status: 'filled', filled: '400.000' });
    expect((await spot(t, buyer.uid, token.id)).available.toFixed()).toMatch(/^(399\.\d+|400)$/);
    expect((await spot(t, seller.uid, token.id)).available.toFixed()).toBe('100');

    const wallet = (await get(t.app, '/wallet/list', {}, { token: buyer.token })).body.message as {
      change_wallet: { balance: { currency: number; currency_name: string; available: string }[] };
    };
    const row = wallet.change_wallet.balance.find((b) => b.currency === token.id)!;
    expect(row.currency_name).toBe('MRDX');
    expect(new Decimal(row.available).gt(399)).toBe(true);
  });

  it('the house market maker issues none of the token and quotes only what it holds (bids)', async () => {
    tickListed(1);
    const issued = await houseGenesis(t, token.id); // what the tests above funded
    const report = await t.services.marketMaker.refreshOnce();
    expect(report.pairs['MRDX/USDT']).toBe('quoted');
    expect((await houseGenesis(t, token.id)).eq(issued)).toBe(true);
    expect((await holding(t, t.services.marketMaker.runner.userId!, token.id)).toFixed()).toBe('0');
    const book = await depth(t, 'MRDX/USDT');
    expect(book.bids.length).toBeGreaterThan(0);
    expect(book.asks).toEqual([]);
  });

  it('another node learns the token and the pair on its catalogue refresh, and its feed ticks it', async () => {
    const feed = new SimulatedFeed(7, catalogFeedPairs());
    const other = new MarketService(
      t.database.db,
      feed,
      { historyDays: 1, dailyHistoryDays: 1 },
      pino({ level: 'silent' }),
    );
    expect(feed.ticksAt(nowS()).some((x) => x.pairId === pair.id)).toBe(false);
    await other.refreshCatalog();
    expect(other.listAssets().some((a) => a.symbol === 'MRDX')).toBe(true);
    expect(other.findPair({ symbol: 'MRDX/USDT' }).id).toBe(pair.id);
    const tick = feed.ticksAt(nowS()).find((x) => x.pairId === pair.id)!;
    const third = new MarketService(
      t.database.db,
      new SimulatedFeed(7, catalogFeedPairs()),
      { historyDays: 1, dailyHistoryDays: 1 },
      pino({ level: 'silent' }),
    );
    // Listing it again from a node that has not refreshed yet: refused, and that node now knows the pair.
    expect(await refusal(third.listTokenPair({ baseId: token.id, quoteId: USDT, level: LEVEL }))).toBe(
      'ieo_pair_listed',
    );
    expect(third.findPair({ id: pair.id }).symbol).toBe('MRDX/USDT');
    // Resumes from the last price the first node recorded (its bar in progress is not stored yet: the level).
    expect(new Decimal(tick.price).div(LEVEL).minus(1).abs().lt(0.02)).toBe(true);
  });
});

describe('a restart', () => {
  it('keeps the listed pair, invents no history for it, and ticks it from its last stored price', async () => {
    // Store one closed minute of the pair, as the leading node does when a minute ends — the only one: the
    // earlier tests' services may have stored a later minute (near the level) if they ran across a minute's end.
    const minute = nowS() - (nowS() % 60) - 120;
    await t.database.db.execute(sql`DELETE FROM candles_1m WHERE pair_id = ${pair.id}`);
    await t.database.db.execute(sql`DELETE FROM candles_1d WHERE pair_id = ${pair.id}`);
    await t.database.db.execute(sql`
      INSERT INTO candles_1m (pair_id, t, open, high, low, close, volume, amount)
      VALUES (${pair.id}, ${minute}, '0.12', '0.13', '0.12', '0.12900', '10', '1.29')`);
    const feed = new SimulatedFeed(7, catalogFeedPairs());
    const restarted = new MarketService(
      t.database.db,
      feed,
      { historyDays: 2, dailyHistoryDays: 60 },
      pino({ level: 'silent' }),
    );
    await restarted.init();
    expect(restarted.findPair({ symbol: 'MRDX/USDT' }).listing?.level).toBe(LEVEL);
    const stored = await t.database.db.execute<{ n: number; first: number } & Record<string, unknown>>(sql`
      SELECT count(*)::int AS n, min(t)::int AS first FROM candles_1m WHERE pair_id = ${pair.id}`);
    // The gap since that minute is filled; nothing before it (the listing) appears.
    expect(stored.rows[0]!.first).toBe(minute);
    expect(stored.rows[0]!.n).toBeLessThanOrEqual(4);
    const days = await t.database.db.execute<{ n: number } & Record<string, unknown>>(sql`
      SELECT count(*)::int AS n FROM candles_1d WHERE pair_id = ${pair.id}`);
    expect(days.rows[0]!.n).toBeLessThanOrEqual(1);
    expect(new Decimal(restarted.lastPrice(pair.id)!).div('0.129').minus(1).abs().lt(0.02)).toBe(true);
  });
});

import { Decimal, refuse } from '@meridian/contract';
import {
  parsePeriod,
  type Candle,
  type PairDetail,
  type PairQuote,
  type QuotationGroup,
  type TimesharRequest,
  type Period,
} from '@meridian/contract/market';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../platform/db';
import { afterCommit } from '../../platform/db/after-commit';
import { RawJson } from '../../platform/http/route';
import { ASSETS, PAIRS, pairSymbol } from './catalog';
import * as candles from './candles/candles.repo';
import { bucketStart } from './candles/periods';
import { CandleReader } from './candles/reader';
import { CandleReplies, LIVE_CACHE_CONTROL } from './candles/replies';
import type { FeedPair, MarketFeed, RawBar, Tick } from './feed/types';
import { listedPricePrecision } from './listing';
import * as repo from './market.repo';
import { PairState, type Ticker } from './pair-state';
import type { TickBus } from './tick-bus';
import { normaliseSymbol, toPairQuote, type PairInfo } from './quote';
import { catchUpHistory, recentBars } from './warm-start';

export interface MarketOptions {
  historyDays: number;
  dailyHistoryDays: number;
  now?: () => number;
}

export interface TickBatch {
  ticks: Tick[];
  /** The pairs that ticked, with their quote after the batch. */
  quotes: PairQuote[];
}

const SEARCH_LIMIT = 50;

/**
 * The market: catalog, history, live state from the feed (the only source of prices), and every read of
 * quotes and candles. Closed minute bars are written in order by one queue; readers merge the bar in progress.
 */
export class MarketService {
  private pairs: PairInfo[] = [];
  /** The quote assets of `pairs` (symbols are normalised against them on every candle read). */
  private quoteAssets: { pairs: PairInfo[]; quotes: string[] } | undefined;
  private assets: repo.AssetInfo[] = [];
  private readonly states = new Map<number, PairState>();
  private catalogRefresh: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<(batch: TickBatch) => void>();
  private writes: Promise<void> = Promise.resolve();
  private readonly now: () => number;
  private readonly reader: CandleReader;
  private readonly replies: CandleReplies;
  /** Only the node that runs the feed writes bars. */
  private storesBars = true;
  /** Quotes of every pair, rebuilt once per tick batch (reads are far more frequent than ticks). */
  private quoteCache: { at: number; quotes: PairQuote[] } | undefined;
  private quotationsCache: { quotes: PairQuote[]; json: RawJson } | undefined;

  constructor(
    private readonly db: Db,
    readonly feed: MarketFeed,
    private readonly opts: MarketOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.now = opts.now ?? Date.now;
    this.reader = new CandleReader(db);
    this.replies = new CandleReplies({ reader: this.reader, nowSec: () => Math.floor(this.now() / 1000) });
  }

  /** Catalog, history up to now, and the in-memory state of every pair. */
  async init(): Promise<void> {
    await repo.upsertCatalog(this.db, ASSETS, PAIRS);
    this.pairs = await repo.listPairs(this.db);
    this.assets = await repo.listAssets(this.db);
    const started = this.now();
    this.log.info(
      { pairs: this.pairs.length },
      'preparing market history (the first start generates 30 days: about half a minute)',
    );
    // A listed token's history is what the feed recorded since the listing (a gap after downtime is filled from
    // its last minute); nothing before the listing is invented. Every pair in a few statements (warm-start.ts).
    for (const p of this.pairs) if (p.listing) this.feed.addPair(this.feedPair(p), undefined);
    const history = this.pairs.map((p) => ({ feed: this.feedPair(p), listed: p.listing !== undefined }));
    const written = await catchUpHistory(this.db, this.feed, history, { nowMs: started, ...this.opts });
    const since = Math.floor(started / 1000) - 86_400;
    const recent = await recentBars(
      this.db,
      this.pairs.map((p) => p.id),
      since,
      since - 40 * 86_400,
    );
    for (const p of this.pairs) {
      const state = new PairState(p.id);
      const { minutes, days } = recent.get(p.id)!;
      state.load(
        minutes,
        days.filter((d) => d.t < bucketStart('1day', since + 86_400)),
      );
      this.states.set(p.id, state);
    }
    this.log.info(
      { pairs: this.pairs.length, minuteBarsWritten: written, ms: this.now() - started },
      'market history ready',
    );
  }

  /**
   * The leader runs the feed, stores closed minutes and publishes each batch on the bus; a follower applies
   * the leader's batches (and stores nothing). A follower that becomes leader calls start again as leader.
   */
  async start(role: 'leader' | 'follower' = 'leader', bus?: TickBus): Promise<void> {
    if (role === 'follower') {
      this.storesBars = false;
      await bus?.subscribe((ticks) => this.applyTicks(ticks));
      return;
    }
    this.storesBars = true;
    await bus?.close();
    const last = new Map<number, string>();
    for (const [id, s] of this.states) if (s.lastPrice) last.set(id, s.lastPrice);
    await this.feed.start(last, (ticks) => {
      this.applyTicks(ticks);
      bus?.publish(ticks);
    });
  }

  async stop(): Promise<void> {
    await this.feed.stop();
    await this.writes;
  }

  onTicks(listener: (batch: TickBatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Applies one second's ticks, queues closed minutes for storage and tells listeners. */
  applyTicks(ticks: Tick[]): void {
    const closed: { pairId: number; bar: RawBar }[] = [];
    for (const tick of ticks) {
      const bar = this.states.get(tick.pairId)?.apply(tick);
      if (bar) closed.push({ pairId: tick.pairId, bar });
    }
    if (closed.length > 0 && this.storesBars) this.persist(closed);
    this.quoteCache = undefined;
    const ticked = new Set(ticks.map((t) => t.pairId));
    const quotes = this.allQuotes().filter((q) => ticked.has(q.id));
    for (const l of this.listeners) l({ ticks, quotes });
  }

  /** GET /currency/quotation_new, serialised (and its ETag hashed) once per quote refresh. */
  quotationsJson(): RawJson {
    const quotes = this.allQuotes();
    if (this.quotationsCache?.quotes !== quotes) {
      const json = new RawJson(JSON.stringify(this.quotations()), { cacheControl: LIVE_CACHE_CONTROL });
      this.quotationsCache = { quotes, json };
    }
    return this.quotationsCache.json;
  }

  quotations(): QuotationGroup[] {
    const groups = new Map<number, QuotationGroup>();
    for (const q of this.allQuotes()) {
      const g = groups.get(q.legal_id) ?? { id: q.legal_id, name: q.legal_name, quotation: [] };
      g.quotation.push(q);
      groups.set(q.legal_id, g);
    }
    return [...groups.values()];
  }

  /** Every pair's quote; cached until the next tick batch (or for a second when nothing ticks). */
  allQuotes(): PairQuote[] {
    const nowMs = this.now();
    if (!this.quoteCache || nowMs - this.quoteCache.at >= 1000) {
      this.quoteCache = {
        at: nowMs,
        quotes: this.pairs.map((p) => toPairQuote(p, this.ticker(p.id), this.feed.sourceOf(p.id), nowMs)),
      };
    }
    return this.quoteCache.quotes;
  }

  search(keyword: string): PairQuote[] {
    const k = keyword
      .trim()
      .toUpperCase()
      .replace(/[_\-/]/g, '');
    const all = this.allQuotes();
    if (!k) return all.slice(0, SEARCH_LIMIT);
    return all
      .filter((q) => q.symbol.replace('/', '').includes(k) || q.name.toUpperCase().includes(k))
      .sort((a, b) => Number(!a.currency_name.startsWith(k)) - Number(!b.currency_name.startsWith(k)))
      .slice(0, SEARCH_LIMIT);
  }

  pairDetail(input: { symbol?: string | undefined; id?: number | undefined }): PairDetail {
    const p = this.findPair(input);
    const tick = new Decimal(1).div(new Decimal(10).pow(p.pricePrecision)).toFixed(p.pricePrecision);
    const lot = new Decimal(1).div(new Decimal(10).pow(p.amountPrecision)).toFixed(p.amountPrecision);
    return {
      ...toPairQuote(p, this.ticker(p.id), this.feed.sourceOf(p.id), this.now()),
      tick_size: tick,
      lot_size: lot,
      description:
        p.category === 'stock'
          ? `${p.baseName} (${p.base}), quoted in ${p.quote}`
          : `${p.baseName} (${p.base}) against ${p.quote}`,
    };
  }

  /**
   * The bars of `new_timeshar` — stored bars, recent bars from memory, and the bar in progress — computed afresh;
   * `served` gives them as GET /currency/new_timeshar answers: serialised once and cacheable (candles/replies.ts).
   */
  candles(input: TimesharRequest): Promise<Candle[]>;
  candles(input: TimesharRequest, served: 'served'): Promise<RawJson>;
  async candles(input: TimesharRequest, served?: 'served'): Promise<Candle[] | RawJson> {
    const { pair, period } = this.candleQuery(input);
    return served
      ? this.replies.reply(pair, this.states.get(pair.id), period, input.from, input.to)
      : this.reader.read(pair, this.states.get(pair.id), period, input.from, input.to);
  }

  /** `candles(input, 'served')` without a promise while the reply is cached; a refusal is thrown at once. */
  servedCandles(input: TimesharRequest): RawJson | Promise<RawJson> {
    const { pair, period } = this.candleQuery(input);
    return this.replies.reply(pair, this.states.get(pair.id), period, input.from, input.to);
  }

  private candleQuery(input: TimesharRequest): { pair: PairInfo; period: Period } {
    const period = parsePeriod(input.period);
    if (!period) throw refuse('period_invalid', {}, 'period');
    if (input.from > input.to) throw refuse('range_invalid', {}, 'from');
    return { pair: this.findPair({ symbol: input.symbol }), period };
  }

  /** The bar in progress of a pair for a period (from memory). */
  currentBar(pairId: number, period: Period): RawBar | undefined {
    return this.states.get(pairId)?.currentBar(period);
  }

  /** Last price of a pair from the feed (used by trading modules later). */
  lastPrice(pairId: number): string | undefined {
    return this.states.get(pairId)?.lastPrice;
  }

  findPair(input: { symbol?: string | undefined; id?: number | undefined }): PairInfo {
    if (this.quoteAssets?.pairs !== this.pairs)
      this.quoteAssets = { pairs: this.pairs, quotes: [...new Set(this.pairs.map((p) => p.quote))] };
    const quotes = this.quoteAssets.quotes;
    const symbol = input.symbol ? normaliseSymbol(input.symbol, quotes) : undefined;
    const p = this.pairs.find((x) => (input.id !== undefined ? x.id === input.id : x.symbol === symbol));
    if (!p)
      throw refuse(
        input.id !== undefined ? 'pair_not_found' : 'symbol_unknown',
        {},
        input.id !== undefined ? 'id' : 'symbol',
      );
    return p;
  }

  /** Every asset the market knows (currencies and stocks). */
  listAssets(): readonly repo.AssetInfo[] {
    return this.assets;
  }

  /** Price of one unit of an asset in USDT from the feed: 1 for USDT, "0" when it has no USDT market yet. */
  usdtPrice(assetId: number): string {
    const usdt = this.assets.find((a) => a.symbol === 'USDT');
    if (assetId === usdt?.id) return '1';
    const pair = this.pairs.find((p) => p.baseId === assetId && p.quoteId === usdt?.id);
    return (pair && this.lastPrice(pair.id)) ?? '0';
  }

  /**
   * Registers a new asset (an IEO token) in the caller's transaction, with an id from
   * `asset_token_ids` (clear of the catalogue's) and kind `token`; `ieo_symbol_taken` when the symbol exists.
   * This node lists it once the transaction commits; `refreshAssets` brings other nodes up to date.
   */
  async createAsset(tx: Tx, a: { symbol: string; name: string; logo?: string }): Promise<repo.AssetInfo> {
    const asset = await repo.insertToken(tx, { symbol: a.symbol, name: a.name, logo: a.logo ?? '' });
    if (!asset) throw refuse('ieo_symbol_taken');
    afterCommit(tx, () => {
      if (!this.assets.some((x) => x.id === asset.id))
        this.assets = [...this.assets, asset].sort((x, y) => x.id - y.id);
    });
    return asset;
  }

  /** Reloads the asset list from the database (assets another node created). */
  async refreshAssets(): Promise<void> {
    this.assets = await repo.listAssets(this.db);
  }

  /**
   * The feed's recorded one-minute prices (each minute's close) with minute starts in [fromSec, toSec), in time
   * order, from stored bars: what a settlement averages (dual products). The minute in progress is not
   * included. Capped at 1,440 minutes.
   */
  async recordedCloses(
    pairId: number,
    fromSec: number,
    toSec: number,
  ): Promise<{ t: number; price: string }[]> {
    const bars = await candles.barsBetween(this.db, pairId, fromSec, Math.min(toSec, fromSec + 1440 * 60));
    return bars.map((b) => ({ t: b.t, price: b.close }));
  }

  listPairs(): readonly PairInfo[] {
    return this.pairs;
  }

  /**
   * Lists a run-time token (an IEO token) as a spot pair `base/quote`: category crypto (trades around
   * the clock), price decimals from the level, the simulated feed ticking from `level` (the issuance price) with
   * no history before the listing. Futures and options stay closed on it. `ieo_pair_listed` when the pair exists.
   * Other nodes pick it up with `refreshCatalog`.
   */
  async listTokenPair(input: { baseId: number; quoteId: number; level: string }): Promise<PairInfo> {
    if (!this.assets.some((a) => a.id === input.baseId)) await this.refreshAssets();
    const base = this.assets.find((a) => a.id === input.baseId);
    const quote = this.assets.find((a) => a.id === input.quoteId);
    if (!base) throw refuse('currency_invalid', {}, 'baseId');
    if (!quote) throw refuse('currency_invalid', {}, 'quoteId');
    const level = new Decimal(input.level);
    if (!level.isFinite() || level.lte(0)) throw refuse('parameter_error', {}, 'level');
    const pricePrecision = listedPricePrecision(level);
    const symbol = pairSymbol({ base: base.symbol, quote: quote.symbol });
    const id = await this.db.transaction((tx) =>
      repo.insertListedPair(tx, {
        symbol,
        baseId: base.id,
        quoteId: quote.id,
        pricePrecision,
        amountPrecision: Math.max(0, 8 - pricePrecision),
        level: level.toFixed(pricePrecision),
      }),
    );
    if (id === undefined) {
      await this.refreshCatalog(); // listed by another node: callers may look the pair up
      throw refuse('ieo_pair_listed');
    }
    await this.refreshCatalog();
    return this.findPair({ id });
  }

  /**
   * Reloads assets and pairs from the database: this node learns what another node created (IEO tokens and
   * their listed pairs). A new pair gets an empty live state (its history starts now) and joins the feed.
   * Refreshes run one after another (the timer's and a listing's).
   */
  refreshCatalog(): Promise<void> {
    const run = this.catalogRefresh.then(() => this.reloadCatalog());
    this.catalogRefresh = run.catch(() => undefined);
    return run;
  }

  private async reloadCatalog(): Promise<void> {
    const [assets, pairs] = await Promise.all([repo.listAssets(this.db), repo.listPairs(this.db)]);
    this.assets = assets;
    const added = pairs.filter((p) => !this.states.has(p.id));
    for (const p of added) {
      const state = new PairState(p.id);
      const since = Math.floor(this.now() / 1000) - 86_400;
      state.load(await candles.barsSince(this.db, 'candles_1m', p.id, since), []);
      this.states.set(p.id, state);
      this.feed.addPair(this.feedPair(p), state.lastPrice);
    }
    if (added.length > 0 || pairs.length !== this.pairs.length) {
      this.pairs = pairs;
      this.quoteCache = undefined;
    }
  }

  private ticker(pairId: number): Ticker | undefined {
    return this.states.get(pairId)?.ticker();
  }

  private persist(closed: { pairId: number; bar: RawBar }[]): void {
    this.writes = this.writes
      .then(async () => {
        for (const { pairId, bar } of closed) {
          await candles.upsertBars(this.db, 'candles_1m', pairId, [bar]);
          await candles.rollUpDays(this.db, pairId, bar.t);
        }
      })
      .catch((err: unknown) => this.log.error({ err }, 'storing minute bars failed'));
  }

  private feedPair(p: PairInfo): FeedPair {
    if (p.listing) {
      const { level, volatility, turnoverPerMinute } = p.listing;
      const { id, symbol, category, pricePrecision, amountPrecision } = p;
      return { id, symbol, category, pricePrecision, amountPrecision, level, volatility, turnoverPerMinute };
    }
    const spec = PAIRS.find((s) => s.id === p.id);
    if (!spec) throw new Error(`pair ${p.id} is not in the catalog`);
    return { ...spec, symbol: pairSymbol(spec) };
  }
}

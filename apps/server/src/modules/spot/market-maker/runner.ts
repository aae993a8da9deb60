import { Decimal, DomainError, LIST_PAGE_SIZE_MAX, ACCOUNT_TYPE } from '@meridian/contract';
import { type PairQuote } from '@meridian/contract/market';
import { spotBuyHold } from '@meridian/contract/spot';
import type { FastifyBaseLogger } from 'fastify';
import type { MarketMakerConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import type { AccountService } from '../../account';
import type { Ledger } from '../../ledger';
import { isSessionOpen, type MarketService, type PairInfo, precisionOf } from '../../market';
import type { SpotService } from '../spot.service';
import { ensureGenesis, genesisGrants } from './genesis';
import { capToInventory, planLadder, type LadderInput, type LadderOrder } from './ladder';
import { bookVersions, quietKey, type QuietMemo } from './quiet';
import { diffQuotes, type OpenQuote } from './requote';

/** The system account the maker trades as. */
export const MARKET_MAKER_KEY = 'market-maker';
export const MARKET_MAKER_NAME = 'House market maker';
/** Most open maker orders of one pair read per refresh (a ladder has at most 2 × (20 + 2)). */
const OPEN_ORDERS_MAX = LIST_PAGE_SIZE_MAX;
/** Pages of open maker orders read at the first refresh after a start (34 pairs × 30 quotes fit in 11). */
const LEFTOVER_PAGES_MAX = 50;

export interface MarketMakerDeps {
  db: Db;
  ledger: Ledger;
  market: MarketService;
  spot: SpotService;
  account: AccountService;
  config: MarketMakerConfig;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** What one refresh did to a pair. */
export type PairOutcome =
  'quoted' | 'kept' | 'pulled' | 'closed' | 'stale' | 'unlisted' | 'no_inventory' | 'failed';

export interface RefreshReport {
  pairs: Record<string, PairOutcome>;
  placed: number;
  cancelled: number;
}

/**
 * The house market maker's quoting loop. Each refresh, for each spot pair in turn (so the
 * maker writes one pair at a time; a pair's cancels, then its placements, are submitted together, and the
 * pair's queue commits each group as one batch): if the pair is tradeable now (listed for spot, its
 * session open) and its public feed price is fresh, it builds the ladder the feed price asks for (ladder.ts)
 * and changes only the quotes that differ from it (requote.ts): it cancels the quotes the price came too
 * close to, off-grid or mostly filled ones, then places the missing levels, each cut to what the maker still
 * has; otherwise it pulls them all. Every order goes through SpotService.place/cancel as a post-only GTC
 * limit order of the maker's system account, so the book rules, holds and fees are the users'. Prices come
 * only from the feed quote users see; the maker never reads other users' orders, and skips a level the
 * public top of the book shows would cross (the book would refuse the post-only order anyway), so a user's
 * order inside the spread costs no refused placement every refresh. Users fill each other.
 */
export class MarketMakerRunner {
  private makerId: number | undefined;
  private readonly funded = new Set<number>();
  /** The grid unit each pair's quotes were last built on (kept while the price drifts). */
  private readonly grids = new Map<number, string>();
  /** Each pair's last refresh that changed nothing, by its quiet key (quiet.ts): passed over while it holds. */
  private readonly quiet = new Map<number, QuietMemo>();
  /** Symbols of the pairs with open maker orders from before this runner started, not yet cleaned up. */
  private leftovers: Set<string> | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private closed = false;
  private readonly now: () => number;

  constructor(private readonly deps: MarketMakerDeps) {
    this.now = deps.now ?? Date.now;
  }

  get config(): MarketMakerConfig {
    return this.deps.config;
  }

  /** The maker's user id, once a refresh has created its account. */
  get userId(): number | undefined {
    return this.makerId;
  }

  /** One refresh of every pair; calls queue behind each other. After `close` (or `signal`) it stops. */
  refreshOnce(signal?: AbortSignal): Promise<RefreshReport> {
    const run = this.chain.then(() => this.refresh(signal));
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Forgets what it quoted, so the next refresh starts as after a restart (this node leads again). */
  forget(): void {
    this.grids.clear();
    this.quiet.clear();
    this.leftovers = undefined;
  }

  /** No refresh starts after this; resolves when the running one has finished. */
  async close(): Promise<void> {
    this.closed = true;
    await this.chain;
  }

  private async refresh(signal?: AbortSignal): Promise<RefreshReport> {
    const report: RefreshReport = { pairs: {}, placed: 0, cancelled: 0 };
    if (this.closed || signal?.aborted) return report;
    const makerId = await this.ensureMaker();
    this.leftovers ??= await this.leftoverPairs(makerId);
    const quotes = new Map(this.deps.market.allQuotes().map((q) => [q.id, q]));
    const versions = await bookVersions(this.deps.db);
    // The maker's balances, read once and again only after a pair changed them.
    let balances: Promise<Balances> | undefined;
    const read = () => (balances ??= this.balances(makerId));
    for (const pair of this.deps.market.listPairs()) {
      if (this.closed || signal?.aborted) break;
      const before = report.placed + report.cancelled;
      try {
        const version = versions.get(pair.id) ?? '0';
        report.pairs[pair.symbol] = await this.refreshPair(
          makerId,
          pair,
          quotes.get(pair.id),
          report,
          read,
          version,
        );
      } catch (err) {
        report.pairs[pair.symbol] = 'failed';
        this.quiet.delete(pair.id);
        balances = undefined;
        this.deps.log.warn({ err, pair: pair.symbol }, 'market maker: refreshing the pair failed');
      }
      if (report.placed + report.cancelled !== before) balances = undefined;
    }
    return report;
  }

  /** The system account, and its genesis inventory for every asset that has a price (once each). */
  private async ensureMaker(): Promise<number> {
    const { account, market, db, ledger, config } = this.deps;
    this.makerId ??= await account.ensureSystemUser(MARKET_MAKER_KEY, MARKET_MAKER_NAME);
    const pairs = market.listPairs().filter((p) => p.openCoinTrade === 1);
    const unfunded = market.listAssets().filter((a) => !this.funded.has(a.id));
    // A run-time token (an IEO) gets no inventory out of thin air: its supply is what the issue
    // delivered. The maker quotes it from what it holds (bids from the quote currency; asks once it bought).
    for (const a of unfunded) if (a.kind === 'token') this.funded.add(a.id);
    const assets = unfunded
      .filter((a) => a.kind !== 'token')
      .map((a) => ({
        id: a.id,
        symbol: a.symbol,
        precision: precisionOf(a),
        usdtPrice: market.usdtPrice(a.id),
      }));
    const grants = genesisGrants(assets, pairs, config.inventoryUsdt);
    for (const g of await ensureGenesis(db, ledger, this.makerId, grants))
      this.deps.log.info({ currencyId: g.currencyId, amount: g.amount.toFixed() }, g.memo);
    for (const g of grants) this.funded.add(g.currencyId);
    return this.makerId;
  }

  private async refreshPair(
    makerId: number,
    pair: PairInfo,
    quote: PairQuote | undefined,
    report: RefreshReport,
    balances: () => Promise<Balances>,
    bookVersion: string,
  ): Promise<PairOutcome> {
    const blocked = this.blockedReason(pair, quote);
    if (blocked) {
      this.quiet.delete(pair.id);
      // Quotes on a pair that cannot be quoted now come off (its own, and those left from before a restart).
      if (this.grids.has(pair.id) || this.leftovers?.has(pair.symbol)) {
        const open = await this.openQuotes(makerId, pair);
        report.cancelled += await this.cancelAll(
          makerId,
          open.map((o) => o.id),
        );
        this.grids.delete(pair.id);
        this.leftovers?.delete(pair.symbol);
        if (open.length > 0) return 'pulled';
      }
      return blocked;
    }
    const quotePrecision = this.precisionOfAsset(pair.quoteId);
    const setup = {
      mid: quote!.now_price,
      pricePrecision: pair.pricePrecision,
      amountPrecision: pair.amountPrecision,
      quotePrecision,
      spreadBps: this.deps.config.spreadBps,
      levels: this.deps.config.levels,
      stepBps: this.deps.config.stepBps,
      levelQuote: this.deps.config.levelUsdt,
      growthPct: this.deps.config.levelGrowthPct,
      grid: this.grids.get(pair.id),
    };
    // Nothing moved since a refresh that changed nothing (quiet.ts): the same outcome, nothing read.
    const key = quietKey(setup, freeOf(await balances(), pair), bookVersion);
    const memo = this.quiet.get(pair.id);
    if (memo?.key === key) return memo.outcome;
    this.quiet.delete(pair.id);
    const open = await this.openQuotes(makerId, pair);
    this.leftovers?.delete(pair.symbol);
    // What the ladder may use: what is free, and what the pair's quotes hold (freed if they are replaced).
    const input: LadderInput = {
      ...setup,
      inventory: withHeld(await balances(), pair, open, quotePrecision),
    };
    const ladder = planLadder(input);
    this.grids.set(pair.id, ladder.grid);
    const changes = diffQuotes(input, ladder.grid, ladder.orders, open);
    if (changes.cancel.length === 0 && changes.place.length === 0) {
      const outcome = ladder.orders.length === 0 && open.length === 0 ? 'no_inventory' : 'kept';
      this.quiet.set(pair.id, { key, outcome });
      return outcome;
    }
    report.cancelled += await this.cancelAll(makerId, changes.cancel);
    const free = freeOf(await this.balances(makerId), pair);
    const place = capToInventory(this.uncrossed(pair, changes.place), { ...input, inventory: free });
    report.placed += await this.placeAll(makerId, pair, place);
    return 'quoted';
  }

  /**
   * The levels a post-only order can rest at: the public top of the book (after the cancels) shows a bid at
   * or above the best ask, or an ask at or below the best bid, would take, and the book would refuse it.
   */
  private uncrossed(pair: PairInfo, orders: readonly LadderOrder[]): LadderOrder[] {
    const top = this.deps.spot.depth(pair.symbol, 1);
    const bestAsk = top.asks[0]?.[0];
    const bestBid = top.bids[0]?.[0];
    return orders.filter((o) =>
      o.side === 'buy'
        ? bestAsk === undefined || new Decimal(o.price).lt(bestAsk)
        : bestBid === undefined || new Decimal(o.price).gt(bestBid),
    );
  }

  /** Why the pair cannot be quoted now, or null. */
  private blockedReason(pair: PairInfo, quote: PairQuote | undefined): PairOutcome | null {
    if (pair.openCoinTrade !== 1 || !this.funded.has(pair.baseId) || !this.funded.has(pair.quoteId))
      return 'unlisted';
    const nowMs = this.now();
    if (!isSessionOpen(pair.category, nowMs)) return 'closed';
    if (!quote || !new Decimal(quote.now_price).gt(0)) return 'stale';
    return nowMs - quote.time > this.deps.config.maxPriceAgeMs ? 'stale' : null;
  }

  /** The maker's open orders of the pair (its own orders only, through the public list). */
  private async openQuotes(makerId: number, pair: PairInfo): Promise<OpenQuote[]> {
    const page = await this.deps.spot.list(makerId, {
      currency_id: pair.baseId,
      legal_id: pair.quoteId,
      status: 'current',
      page: 1,
      limit: OPEN_ORDERS_MAX,
    });
    return page.data.map((o) => ({
      id: o.id,
      side: o.side,
      price: o.target_price,
      amount: o.amount,
      filled: o.filled,
    }));
  }

  /** The pairs on which the maker has open orders (read once, at the first refresh after a start). */
  private async leftoverPairs(makerId: number): Promise<Set<string>> {
    const symbols = new Set<string>();
    for (let page = 1; page <= LEFTOVER_PAGES_MAX; page++) {
      const r = await this.deps.spot.list(makerId, { status: 'current', page, limit: LIST_PAGE_SIZE_MAX });
      for (const o of r.data) symbols.add(o.symbol);
      if (page * LIST_PAGE_SIZE_MAX >= r.total) break;
    }
    return symbols;
  }

  /**
   * Cancels the quotes, all submitted at once so that the pair's queue commits them together (group commit:
   * one transaction, in this order: see group-commit.ts) rather than one transaction each; how many
   * were cancelled. A quote filled between the read and the cancel has nothing left to cancel; any other
   * failure is thrown once every cancel has settled.
   */
  private async cancelAll(makerId: number, ids: readonly number[]): Promise<number> {
    const results = await Promise.allSettled(ids.map((id) => this.deps.spot.cancel(makerId, id)));
    const failed = results.find(
      (r): r is PromiseRejectedResult =>
        r.status === 'rejected' &&
        !(r.reason instanceof DomainError && r.reason.key === 'spot_order_not_open'),
    );
    if (failed) throw failed.reason;
    return results.filter((r) => r.status === 'fulfilled').length;
  }

  /**
   * Places the orders, best first, all submitted at once (the pair's queue matches and commits them in this
   * order, together: see cancelAll); how many rested. A failure is logged: the next refresh tries again.
   */
  private async placeAll(makerId: number, pair: PairInfo, orders: readonly LadderOrder[]): Promise<number> {
    if (this.closed) return 0;
    const results = await Promise.allSettled(
      orders.map((o) =>
        this.deps.spot.place(makerId, {
          currency_id: pair.baseId,
          legal_id: pair.quoteId,
          side: o.side,
          type: 'limit',
          amount: o.amount,
          target_price: o.price,
          tif: 'GTC',
          post_only: true,
        }),
      ),
    );
    let rested = 0;
    for (const [i, r] of results.entries()) {
      // A post-only order that would take (a user's order crosses) is cancelled by the book: fine.
      if (r.status === 'fulfilled')
        rested += r.value.status === 'open' || r.value.status === 'partial' ? 1 : 0;
      else
        this.deps.log.warn(
          { err: r.reason, pair: pair.symbol, order: orders[i] },
          'market maker: placing a quote failed',
        );
    }
    return rested;
  }

  /** The maker's spot balances (available and frozen) per currency. */
  private async balances(makerId: number): Promise<Balances> {
    const rows = await this.deps.ledger.balances(this.deps.db, makerId);
    return new Map(
      rows
        .filter((r) => r.accountType === ACCOUNT_TYPE.change)
        .map((r) => [r.currencyId, { available: r.available, frozen: r.frozen }]),
    );
  }

  private precisionOfAsset(id: number): number {
    const a = this.deps.market.listAssets().find((x) => x.id === id);
    return a ? precisionOf(a) : 8;
  }
}

type Balances = Map<number, { available: string; frozen: string }>;

/** The available balances of the pair's two assets. */
function freeOf(balances: Balances, pair: PairInfo): { base: string; quote: string } {
  return {
    base: balances.get(pair.baseId)?.available ?? '0',
    quote: balances.get(pair.quoteId)?.available ?? '0',
  };
}

/** The available balances plus what the pair's open quotes hold (asks their base left, bids their hold). */
function withHeld(
  balances: Balances,
  pair: PairInfo,
  open: readonly OpenQuote[],
  quotePrecision: number,
): { base: string; quote: string } {
  const free = freeOf(balances, pair);
  let base = new Decimal(free.base);
  let quote = new Decimal(free.quote);
  for (const o of open) {
    const left = new Decimal(o.amount).minus(o.filled);
    if (o.side === 'sell') base = base.plus(left);
    else if (left.gt(0)) quote = quote.plus(spotBuyHold('limit', left, new Decimal(o.price), quotePrecision));
  }
  return { base: base.toFixed(), quote: quote.toFixed() };
}

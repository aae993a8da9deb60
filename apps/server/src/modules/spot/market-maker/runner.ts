import { Decimal, DomainError, LIST_PAGE_SIZE_MAX, type PairQuote } from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MarketMakerConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import type { AccountService } from '../../account';
import type { Ledger } from '../../ledger';
import { isSessionOpen, type MarketService, type PairInfo, precisionOf } from '../../market';
import type { SpotService } from '../spot.service';
import { ensureGenesis, genesisGrants } from './genesis';
import { planLadder, type LadderOrder } from './ladder';
import { moveThresholdBps, requoteReason, type OpenQuote, type PairQuotes } from './requote';

/** The system account the maker trades as. */
export const MARKET_MAKER_KEY = 'market-maker';
/** Most open maker orders of one pair read per refresh (a ladder has at most 2 × 20). */
const OPEN_ORDERS_MAX = LIST_PAGE_SIZE_MAX;
/** Pages of open maker orders read at the first refresh after a start (34 pairs × 10 quotes fit in 4). */
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
 * The house market maker's quoting loop (issue 5). Each refresh, for each spot pair in turn (so at most one
 * of the maker's transactions runs at a time): if the pair is tradeable now (listed for spot, its session
 * open) and its public feed price is fresh, it keeps the maker's quotes or — after a fill, a failed
 * placement, a restart, or a move of the feed price beyond a quarter of the spread — cancels them and places
 * a new ladder (ladder.ts); otherwise it pulls them. Every order goes through SpotService.place/cancel as
 * a post-only GTC limit order of the maker's system account, so the book rules, holds and fees are the
 * users'. The price comes only from the feed quote users see; the maker never reads other users' orders.
 * A post-only order a user's order already crosses is refused by the book, and users fill each other.
 */
export class MarketMakerRunner {
  private makerId: number | undefined;
  private readonly funded = new Set<number>();
  private readonly quotes = new Map<number, PairQuotes>();
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
    this.quotes.clear();
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
    for (const pair of this.deps.market.listPairs()) {
      if (this.closed || signal?.aborted) break;
      try {
        report.pairs[pair.symbol] = await this.refreshPair(makerId, pair, quotes.get(pair.id), report);
      } catch (err) {
        report.pairs[pair.symbol] = 'failed';
        this.quotes.set(pair.id, { mid: '0', orderIds: [], complete: false });
        this.deps.log.warn({ err, pair: pair.symbol }, 'market maker: refreshing the pair failed');
      }
    }
    return report;
  }

  /** The system account, and its genesis inventory for every asset that has a price (once each). */
  private async ensureMaker(): Promise<number> {
    const { account, market, db, ledger, config } = this.deps;
    this.makerId ??= await account.ensureSystemUser(MARKET_MAKER_KEY, 'House market maker');
    const pairs = market.listPairs().filter((p) => p.openCoinTrade === 1);
    const assets = market
      .listAssets()
      .filter((a) => !this.funded.has(a.id))
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
  ): Promise<PairOutcome> {
    const blocked = this.blockedReason(pair, quote);
    if (blocked) {
      // Quotes on a pair that cannot be quoted now come off (its own, and those left from before a restart).
      if (this.quotes.has(pair.id) || this.leftovers?.has(pair.symbol)) {
        const open = await this.openQuotes(makerId, pair);
        report.cancelled += await this.cancelAll(makerId, open);
        this.quotes.delete(pair.id);
        this.leftovers?.delete(pair.symbol);
        if (open.length > 0) return 'pulled';
      }
      return blocked;
    }
    const mid = quote!.now_price;
    const open = await this.openQuotes(makerId, pair);
    this.leftovers?.delete(pair.symbol);
    const reason = requoteReason(
      this.quotes.get(pair.id),
      mid,
      open,
      moveThresholdBps(this.deps.config.spreadBps),
    );
    if (!reason) return 'kept';
    report.cancelled += await this.cancelAll(makerId, open);
    const ladder = planLadder({
      mid,
      pricePrecision: pair.pricePrecision,
      amountPrecision: pair.amountPrecision,
      quotePrecision: this.precisionOfAsset(pair.quoteId),
      spreadBps: this.deps.config.spreadBps,
      levels: this.deps.config.levels,
      stepBps: this.deps.config.stepBps,
      levelQuote: this.deps.config.levelUsdt,
      inventory: await this.inventory(makerId, pair),
    });
    const placed = await this.placeAll(makerId, pair, ladder);
    report.placed += placed.orderIds.length;
    this.quotes.set(pair.id, { mid, ...placed });
    return ladder.length === 0 ? 'no_inventory' : 'quoted';
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
  private async openQuotes(makerId: number, pair: PairInfo): Promise<(OpenQuote & { status: string })[]> {
    const page = await this.deps.spot.list(makerId, {
      currency_id: pair.baseId,
      legal_id: pair.quoteId,
      status: 'current',
      page: 1,
      limit: OPEN_ORDERS_MAX,
    });
    return page.data.map((o) => ({ id: o.id, filled: o.filled, status: o.status }));
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

  private async cancelAll(makerId: number, open: readonly OpenQuote[]): Promise<number> {
    let n = 0;
    for (const o of open) {
      try {
        await this.deps.spot.cancel(makerId, o.id);
        n++;
      } catch (err) {
        // Filled between the read and the cancel: nothing left to cancel.
        if (err instanceof DomainError && err.key === 'spot_order_not_open') continue;
        throw err;
      }
    }
    return n;
  }

  private async placeAll(makerId: number, pair: PairInfo, ladder: readonly LadderOrder[]) {
    const orderIds: number[] = [];
    let complete = true;
    for (const o of ladder) {
      if (this.closed) return { orderIds, complete: false };
      try {
        const r = await this.deps.spot.place(makerId, {
          currency_id: pair.baseId,
          legal_id: pair.quoteId,
          side: o.side,
          type: 'limit',
          amount: o.amount,
          target_price: o.price,
          tif: 'GTC',
          post_only: true,
        });
        // A post-only order that would take (a user's order crosses) is cancelled by the book: fine.
        if (r.status === 'open' || r.status === 'partial') orderIds.push(r.id);
      } catch (err) {
        complete = false;
        this.deps.log.warn({ err, pair: pair.symbol, order: o }, 'market maker: placing a quote failed');
      }
    }
    return { orderIds, complete };
  }

  /** The maker's available spot balances of the pair's assets (its quotes of the pair were just cancelled). */
  private async inventory(makerId: number, pair: PairInfo) {
    const rows = await this.deps.ledger.balances(this.deps.db, makerId);
    const of = (id: number) => rows.find((r) => r.currencyId === id && r.accountType === 2)?.available ?? '0';
    return { base: of(pair.baseId), quote: of(pair.quoteId) };
  }

  private precisionOfAsset(id: number): number {
    const a = this.deps.market.listAssets().find((x) => x.id === id);
    return a ? precisionOf(a) : 8;
  }
}

import { MAX_DAYMARKET_SYMBOLS, allMarketQuote } from '@meridian/contract';
import type { AllMarketMessage, DaymarketMessage } from '@meridian/contract';
import type { Favorite, PairDetail, PairQuote, QuotationGroup } from '@meridian/contract/market';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  subAllMarket,
  subDaymarket,
  unsubAllMarket,
  unsubDaymarket,
  withEachSocket,
} from '../../../api/socket';
import type { AppSocket } from '../../../api/socket';
import { liveQuoteStore } from '../../../state/liveQuotes';
import type { LiveQuoteStore } from '../../../state/liveQuotes';
import { Interest, chunk, planSubscriptions } from './interest';
import { marketKeys } from './keys';
import { applyTick, patchGroups, patchQuotes } from './quotes';
import type { QuoteTick } from './quotes';
import {
  SeqTracker,
  createResyncGate,
  needsResync,
  resyncOnConnect,
  shouldApply,
} from '../../../api/sequence';

/**
 * Live quotes. List screens (home, market, favorites, search) declare they show the whole market: the socket
 * joins the all-market room (`sub_all_market`, one `all_market` message per second with every pair that
 * changed). Pair and trade screens declare the symbols they show; the union is kept joined to the server's
 * ticker rooms (`sub_daymarket`). Both are re-joined on every connection. Ticks of either go to the live quote
 * store, which quote rows follow once per animation frame, each row its own pair; and they are coalesced and
 * patched into every cached query that holds quotes — quotation list, favorites, search results, pair
 * detail — in place, a few times a second, without refetching (list order, movers, the pair screens). Each room has its own `seq`: a gap, a fresh reconnect,
 * or an ack showing messages went by while we were not listening invalidates the quote queries instead
 * (resync from REST), at most once per RESYNC_MIN_INTERVAL_MS.
 */

export const FLUSH_INTERVAL_MS = 250;
const RESYNC_MIN_INTERVAL_MS = 2_000;

type QuoteCache = QuotationGroup[] | Favorite[] | PairQuote[] | PairDetail;

function isGroups(data: unknown[]): data is QuotationGroup[] {
  const first: unknown = data[0];
  return typeof first === 'object' && first !== null && 'quotation' in first;
}
function isFavorites(data: unknown[]): data is Favorite[] {
  const first: unknown = data[0];
  return typeof first === 'object' && first !== null && 'quote' in first;
}

/** Applies ticks to whatever quote-shaped data a market query holds (same reference when unchanged). */
export function patchCache(
  data: QuoteCache | undefined,
  ticks: ReadonlyMap<number, QuoteTick>,
): QuoteCache | undefined {
  if (data === undefined) return data;
  if (!Array.isArray(data)) {
    const tick = ticks.get(data.id);
    return tick ? applyTick(data, tick) : data;
  }
  if (isGroups(data)) return patchGroups(data, ticks);
  if (isFavorites(data)) {
    let changed = false;
    const next = data.map((f) => {
      const tick = ticks.get(f.match_id);
      const quote = tick ? applyTick(f.quote, tick) : f.quote;
      if (quote === f.quote) return f;
      changed = true;
      return { ...f, quote };
    });
    return changed ? next : data;
  }
  return patchQuotes(data, ticks);
}

export class LiveQuotes {
  private readonly interest = new Interest();
  /** How many mounted list screens want the all-market stream. */
  private allWanted = 0;
  private allJoined = false;
  private readonly allTracker = new SeqTracker();
  /** Per room (symbol) seq trackers; kept after leaving a room so a re-join can tell what it missed. */
  private readonly trackers = new Map<string, SeqTracker>();
  /** Symbols joined on the current connection. */
  private joined = new Set<string>();
  private socket: AppSocket | null = null;
  private reconcileQueued = false;
  private readonly pending = new Map<number, QuoteTick>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly gate = createResyncGate(RESYNC_MIN_INTERVAL_MS);
  private detachSocket: (() => void) | null = null;

  constructor(
    private readonly qc: QueryClient,
    private readonly store: LiveQuoteStore = liveQuoteStore,
  ) {}

  add(symbols: readonly string[]): void {
    this.interest.add(symbols);
    this.ensureAttached();
    this.queueReconcile();
  }

  remove(symbols: readonly string[]): void {
    this.interest.remove(symbols);
    this.queueReconcile();
  }

  /** A list screen showing the whole market mounted (the all-market room is joined while any is). */
  addAll(): void {
    this.allWanted += 1;
    this.ensureAttached();
    this.queueReconcile();
  }

  removeAll(): void {
    this.allWanted = Math.max(0, this.allWanted - 1);
    this.queueReconcile();
  }

  private tracker(symbol: string): SeqTracker {
    let t = this.trackers.get(symbol);
    if (!t) {
      t = new SeqTracker();
      this.trackers.set(symbol, t);
    }
    return t;
  }

  private resync(): void {
    if (!this.gate()) return;
    this.pending.clear();
    void this.qc.invalidateQueries({ queryKey: marketKeys.quotes() }, { cancelRefetch: false });
  }

  private flush = (): void => {
    this.timer = null;
    if (this.pending.size === 0) return;
    const ticks = new Map(this.pending);
    this.pending.clear();
    this.qc.setQueriesData<QuoteCache>({ queryKey: marketKeys.quotes() }, (data) => patchCache(data, ticks));
  };

  private onTick = (msg: DaymarketMessage): void => {
    if (!this.interest.has(msg.symbol)) return;
    const verdict = this.tracker(msg.symbol).accept(msg.seq);
    if (!shouldApply(verdict)) return;
    if (needsResync(verdict)) this.resync();
    this.store.push(msg);
    this.pending.set(msg.match_id, msg);
    this.timer ??= setTimeout(this.flush, FLUSH_INTERVAL_MS);
  };

  private onAllMarket = (msg: AllMarketMessage): void => {
    if (this.allWanted === 0) return;
    const verdict = this.allTracker.accept(msg.seq);
    if (!shouldApply(verdict)) return;
    if (needsResync(verdict)) this.resync();
    for (const row of msg.tickers) {
      const tick = allMarketQuote(row);
      this.store.push(tick);
      const held = this.pending.get(tick.match_id);
      if (!held || held.time <= tick.time) this.pending.set(tick.match_id, tick);
    }
    if (msg.tickers.length > 0) this.timer ??= setTimeout(this.flush, FLUSH_INTERVAL_MS);
  };

  private ensureAttached(): void {
    if (this.detachSocket) return;
    this.detachSocket = withEachSocket((s) => {
      /** `reconnect` is false when attaching to a connection that is already up (acks then show any miss). */
      const onConnect = (reconnect: boolean) => {
        const hadBaseline =
          this.allTracker.lastSeq !== null || [...this.trackers.values()].some((t) => t.lastSeq !== null);
        if (reconnect && resyncOnConnect({ recovered: s.recovered, hadBaseline })) {
          this.trackers.clear();
          this.allTracker.reset();
          this.resync();
        }
        // A recovered connection keeps its rooms; re-joining anyway gets fresh acks to compare seqs with.
        this.joined = new Set();
        this.allJoined = false;
        this.queueReconcile();
      };
      this.socket = s;
      this.joined = new Set();
      this.allJoined = false;
      const onReconnect = () => onConnect(true);
      s.on('daymarket', this.onTick);
      s.on('all_market', this.onAllMarket);
      s.on('connect', onReconnect);
      if (s.connected) onConnect(false);
      return () => {
        s.off('daymarket', this.onTick);
        s.off('all_market', this.onAllMarket);
        s.off('connect', onReconnect);
        if (this.joined.size > 0) unsubDaymarket(s, [...this.joined]);
        if (this.allJoined) unsubAllMarket(s);
        this.joined = new Set();
        this.allJoined = false;
        this.socket = null;
      };
    });
  }

  private queueReconcile(): void {
    if (this.reconcileQueued) return;
    this.reconcileQueued = true;
    queueMicrotask(() => {
      this.reconcileQueued = false;
      this.reconcile();
    });
  }

  private reconcile(): void {
    const s = this.socket;
    if (this.interest.size === 0 && this.allWanted === 0 && this.detachSocket) {
      this.detachSocket();
      this.detachSocket = null;
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = null;
      this.pending.clear();
      return;
    }
    if (!s?.connected) return;
    this.reconcileAll(s);
    const { add, remove } = planSubscriptions(this.interest.symbols(), this.joined);
    if (remove.length > 0) {
      for (const part of chunk(remove, MAX_DAYMARKET_SYMBOLS)) unsubDaymarket(s, part);
      for (const sym of remove) this.joined.delete(sym);
    }
    for (const part of chunk(add, MAX_DAYMARKET_SYMBOLS)) {
      for (const sym of part) this.joined.add(sym);
      void subDaymarket(s, part).then((ack) => {
        if (!ack.ok) {
          console.warn('[daymarket] subscription refused', ack.message);
          return;
        }
        let missed = false;
        for (const room of ack.rooms)
          if (needsResync(this.tracker(room.symbol).sync(room.seq))) missed = true;
        if (missed) this.resync();
      });
    }
  }

  private reconcileAll(s: AppSocket): void {
    if (this.allWanted === 0 && this.allJoined) {
      unsubAllMarket(s);
      this.allJoined = false;
    } else if (this.allWanted > 0 && !this.allJoined) {
      this.allJoined = true;
      void subAllMarket(s).then((ack) => {
        if (!ack.ok) {
          console.warn('[all_market] subscription refused', ack.message);
          return;
        }
        if (needsResync(this.allTracker.sync(ack.seq))) this.resync();
      });
    }
  }
}

let live: LiveQuotes | null = null;
let liveClient: QueryClient | null = null;

function liveFor(qc: QueryClient): LiveQuotes {
  if (!live || liveClient !== qc) {
    live = new LiveQuotes(qc);
    liveClient = qc;
  }
  return live;
}

/** Keeps the cached quotes of `symbols` live while the calling screen is mounted. */
export function useLiveQuotes(symbols: readonly string[] | undefined): void {
  const qc = useQueryClient();
  const key = symbols ? [...new Set(symbols)].sort().join('|') : '';
  useEffect(() => {
    if (!key) return;
    const list = key.split('|');
    const l = liveFor(qc);
    l.add(list);
    return () => l.remove(list);
  }, [qc, key]);
}

/** Keeps every cached quote live from the all-market stream while the calling list screen is mounted. */
export function useAllMarketQuotes(enabled: boolean): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const l = liveFor(qc);
    l.addAll();
    return () => l.removeAll();
  }, [qc, enabled]);
}

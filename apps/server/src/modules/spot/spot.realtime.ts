import {
  MARKET_DEPTH_LEVELS,
  depthRoom,
  userRoom,
  type MarketDepthMessage,
  type SubscriptionAck,
} from '@meridian/contract';
import type { EventBus } from '../../platform/events';
import type { RealtimeServer } from '../../platform/socket';
import type { MarketService } from '../market';
import type { SpotService } from './spot.service';

/** `market_depth` messages of one pair are coalesced to at most one per this many ms. */
export const DEPTH_COALESCE_MS = 200;
/** Most pairs one flush sends (every spot pair fits; the cap of). */
const MAX_PAIRS_PER_FLUSH = 500;

/**
 * Spot channels on the socket:
 * - `market_depth` to depthRoom(symbol) (joined with `sub_depth`): the committed top of the book after a
 *   change, coalesced per pair; `seq` is the pair's depth seq, the one `coin/depth` returns, and the ack of
 *   `sub_depth` carries the current one. Each message is a full top-of-book: a client replaces what it shows
 *   and ignores a message whose seq is not above what it already has (from REST or an earlier message).
 * - `spot_order` to the owner's user room on every committed change of one of their orders, with a per-user
 *   seq (reset by a restart: a client reloads its lists when the seq is not exactly the last one + 1).
 * Emitted from the node that committed the change (spot books live on that node).
 */
export function attachSpotRealtime(
  io: RealtimeServer,
  deps: { events: EventBus; spot: SpotService; market: MarketService },
): () => void {
  const userSeqs = new Map<number, number>();
  const dirty = new Map<string, boolean>();
  let timer: NodeJS.Timeout | null = null;

  io.on('connection', (socket) => {
    socket.on('sub_depth', (sub, ack) => {
      const result = resolve(sub?.symbol);
      if (result.ok) void socket.join(result.room);
      if (typeof ack === 'function') ack(result);
    });
    socket.on('unsub_depth', (sub, ack) => {
      const result = resolve(sub?.symbol);
      if (result.ok) void socket.leave(result.room);
      if (typeof ack === 'function') ack(result);
    });
  });

  function resolve(symbol: unknown): SubscriptionAck {
    try {
      const depth = deps.spot.depth(typeof symbol === 'string' ? symbol : '', 1);
      return { ok: true, room: depthRoom(depth.symbol), seq: depth.seq };
    } catch {
      return { ok: false, message: 'symbol_unknown' };
    }
  }

  const flush = () => {
    timer = null;
    const batch = [...dirty].slice(0, MAX_PAIRS_PER_FLUSH);
    for (const [symbol] of batch) dirty.delete(symbol);
    for (const [symbol, traded] of batch) {
      const message = depthMessage(symbol, traded);
      if (message) io.to(depthRoom(message.symbol)).emit('market_depth', message);
    }
    if (dirty.size > 0) timer = setTimeout(flush, DEPTH_COALESCE_MS);
  };

  function depthMessage(symbol: string, traded: boolean): MarketDepthMessage | undefined {
    try {
      const pair = deps.market.findPair({ symbol });
      const depth = deps.spot.depth(pair.symbol, MARKET_DEPTH_LEVELS);
      return {
        type: 'market_depth',
        seq: depth.seq,
        symbol: pair.symbol,
        'base-currency': pair.base,
        'quote-currency': pair.quote,
        currency_id: pair.baseId,
        currency_name: pair.base,
        legal_id: pair.quoteId,
        legal_name: pair.quote,
        bids: depth.bids,
        asks: depth.asks,
        trades: traded,
        time: Date.now(),
      };
    } catch {
      return undefined;
    }
  }

  const off = deps.events.on('spot.committed', ({ symbol, traded, orders }) => {
    for (const { userId, order } of orders) {
      const seq = (userSeqs.get(userId) ?? 0) + 1;
      userSeqs.set(userId, seq);
      io.to(userRoom(userId)).emit('spot_order', { type: 'spot_order', to: userId, seq, order });
    }
    dirty.set(symbol, (dirty.get(symbol) ?? false) || traded);
    timer ??= setTimeout(flush, DEPTH_COALESCE_MS);
  });

  return () => {
    off();
    if (timer) clearTimeout(timer);
    timer = null;
  };
}

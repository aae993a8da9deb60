import {
  MAX_DAYMARKET_SYMBOLS,
  daymarketRoom,
  klineRoom,
  type DaymarketAck,
  type DaymarketMessage,
  type KlineMessage,
  type SubscriptionAck,
} from '@meridian/contract';
import { PERIODS, parsePeriod } from '@meridian/contract/market';
import { attachAllMarket } from './all-market.realtime';
import { format } from './candles/reader';
import type { RealtimeServer } from '../../platform/socket';
import type { MarketService, TickBatch } from './market.service';

/**
 * Market channels on the socket: `all_market` (every pair that changed, one message per second to the lists'
 * room: all-market.realtime.ts), `daymarket` (a pair's ticker, once per second while it trades, to the
 * sockets that subscribed to that symbol) and `kline` (the bar in progress, per symbol+period room). Every message carries its channel's `seq`, so a
 * client that sees a jump (or reconnects) knows to reload from REST. Emitted to this node's clients only:
 * each node applies the feed's ticks itself.
 */
export function attachMarketRealtime(io: RealtimeServer, market: MarketService): () => void {
  const allMarket = attachAllMarket(io);
  const seqs = new Map<string, number>();
  const next = (channel: string) => {
    const n = (seqs.get(channel) ?? 0) + 1;
    seqs.set(channel, n);
    return n;
  };

  io.on('connection', (socket) => {
    socket.on('sub_kline', (sub, ack) => {
      const result = resolve(sub?.symbol, sub?.period);
      if (result.ok) void socket.join(result.room);
      if (typeof ack === 'function') ack(result.ok ? { ...result, seq: seqs.get(result.room) ?? 0 } : result);
    });
    socket.on('unsub_kline', (sub, ack) => {
      const result = resolve(sub?.symbol, sub?.period);
      if (result.ok) void socket.leave(result.room);
      if (typeof ack === 'function') ack(result.ok ? { ...result, seq: seqs.get(result.room) ?? 0 } : result);
    });
    socket.on('sub_daymarket', (sub, ack) => {
      const result = tickerRooms(sub?.symbols);
      if (result.ok) void socket.join(result.rooms.map((r) => r.room));
      if (typeof ack === 'function') ack(result);
    });
    socket.on('unsub_daymarket', (sub, ack) => {
      const result = tickerRooms(sub?.symbols);
      if (result.ok) for (const r of result.rooms) void socket.leave(r.room);
      if (typeof ack === 'function') ack(result);
    });
  });

  function tickerRooms(symbols: unknown): DaymarketAck {
    if (!Array.isArray(symbols) || symbols.length > MAX_DAYMARKET_SYMBOLS)
      return { ok: false, message: 'parameter_error' };
    const rooms: { symbol: string; room: string; seq: number }[] = [];
    for (const raw of symbols) {
      if (typeof raw !== 'string') continue;
      try {
        const { symbol } = market.findPair({ symbol: raw });
        const room = daymarketRoom(symbol);
        rooms.push({ symbol, room, seq: seqs.get(room) ?? 0 });
      } catch {
        // unknown symbols are left out of the ack
      }
    }
    return { ok: true, rooms };
  }

  function resolve(symbol: unknown, period: unknown): SubscriptionAck {
    const p = typeof period === 'string' ? parsePeriod(period) : undefined;
    if (!p) return { ok: false, message: 'period_invalid' };
    try {
      const pair = market.findPair({ symbol: typeof symbol === 'string' ? symbol : '' });
      return { ok: true, room: klineRoom(pair.symbol, p), seq: 0 };
    } catch {
      return { ok: false, message: 'symbol_unknown' };
    }
  }

  const off = market.onTicks((batch: TickBatch) => {
    allMarket.add(batch.quotes);
    const rooms = io.of('/').adapter.rooms;
    for (const q of batch.quotes) {
      const pair = {
        match_id: q.id,
        currency_id: q.currency_id,
        currency_name: q.currency_name,
        legal_id: q.legal_id,
        legal_name: q.legal_name,
        symbol: q.symbol,
      };
      const dayRoom = daymarketRoom(q.symbol);
      if (rooms.has(dayRoom)) {
        const day: DaymarketMessage = {
          ...pair,
          type: 'daymarket',
          seq: next(dayRoom),
          period: '1day',
          open: q.open,
          close: q.now_price,
          high: q.high,
          low: q.low,
          volume: q.volume,
          amount: q.amount,
          now_price: q.now_price,
          change: q.change,
          time: q.time,
        };
        io.local.to(dayRoom).emit('daymarket', day);
      }
      for (const period of PERIODS) {
        const room = klineRoom(q.symbol, period);
        if (!rooms.has(room)) continue;
        const bar = market.currentBar(q.id, period);
        if (!bar) continue;
        const c = format(bar, market.findPair({ id: q.id }));
        const message: KlineMessage = {
          ...pair,
          type: 'kline',
          seq: next(room),
          period,
          open: c.open,
          close: c.close,
          high: c.high,
          low: c.low,
          volume: c.volume,
          amount: c.amount,
          time: c.time,
        };
        io.local.to(room).emit('kline', message);
      }
    }
  });
  return () => {
    off();
    allMarket.stop();
  };
}

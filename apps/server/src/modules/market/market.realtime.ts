import {
  DAYMARKET_CHANNEL,
  PERIODS,
  klineRoom,
  parsePeriod,
  type DaymarketMessage,
  type KlineMessage,
  type SubscriptionAck,
} from '@meridian/contract';
import { Decimal } from '@meridian/contract';
import type { RealtimeServer } from '../../platform/socket';
import type { MarketService, TickBatch } from './market.service';

/**
 * Market channels on the socket: `daymarket` (every ticker, once per second per trading pair, to everyone)
 * and `kline` (the bar in progress, per symbol+period room). Every message carries its channel's `seq`, so a
 * client that sees a jump (or reconnects) knows to reload from REST. Emitted to this node's clients only:
 * each node applies the feed's ticks itself.
 */
export function attachMarketRealtime(io: RealtimeServer, market: MarketService): () => void {
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
    socket.on('daymarket_seq', (ack) => {
      if (typeof ack === 'function') ack(seqs.get(DAYMARKET_CHANNEL) ?? 0);
    });
  });

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

  return market.onTicks((batch: TickBatch) => {
    for (const q of batch.quotes) {
      const day: DaymarketMessage = {
        type: 'daymarket',
        seq: next(DAYMARKET_CHANNEL),
        period: '1day',
        match_id: q.id,
        currency_id: q.currency_id,
        currency_name: q.currency_name,
        legal_id: q.legal_id,
        legal_name: q.legal_name,
        symbol: q.symbol,
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
      io.local.emit('daymarket', day);

      const pair = market.findPair({ id: q.id });
      for (const period of PERIODS) {
        const room = klineRoom(q.symbol, period);
        if (!io.of('/').adapter.rooms.has(room)) continue;
        const bar = market.currentBar(q.id, period);
        if (!bar) continue;
        const price = (v: string) => new Decimal(v).toFixed(pair.pricePrecision);
        const message: KlineMessage = {
          type: 'kline',
          seq: next(room),
          period,
          match_id: q.id,
          currency_id: q.currency_id,
          currency_name: q.currency_name,
          legal_id: q.legal_id,
          legal_name: q.legal_name,
          symbol: q.symbol,
          open: price(bar.open),
          close: price(bar.close),
          high: price(bar.high),
          low: price(bar.low),
          volume: new Decimal(bar.volume).toFixed(pair.amountPrecision),
          amount: new Decimal(bar.amount).toFixed(2),
          time: bar.t * 1000,
        };
        io.local.to(room).emit('kline', message);
      }
    }
  });
}

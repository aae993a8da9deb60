import {
  ALL_MARKET_ROOM,
  type AllMarketMessage,
  type AllMarketTicker,
  type SubscriptionAck,
} from '@meridian/contract';
import { type PairQuote } from '@meridian/contract/market';
import type { RealtimeServer } from '../../platform/socket';

const tickerOf = (q: PairQuote): AllMarketTicker => [
  q.id,
  q.symbol,
  q.now_price,
  q.open,
  q.high,
  q.low,
  q.volume,
  q.amount,
  q.change,
  q.time,
];
/** A ticker without its time: two equal keys mean the pair did not change. */
const keyOf = (t: AllMarketTicker) => t.slice(0, 9).join('|');

/**
 * The all-market stream (ALL_MARKET_ROOM): the quotes of the pairs that ticked are collected, and at most once
 * per second (at once for the first batch of a second, else at the next second) the pairs whose ticker changed
 * since the last message go out as ONE message to the room. socket.io's adapter encodes a room broadcast once and
 * pre-frames it for every websocket recipient (in-memory-adapter `_encode`, `wsPreEncodedFrame`), so a recipient
 * costs a write, not an encoding. Each node builds its own stream from the feed it applies (leader: the feed;
 * followers: the tick bus) and sends it to its own clients only (`io.local`).
 */
export class AllMarketStream {
  private seq = 0;
  private readonly pending = new Map<number, AllMarketTicker>();
  /** Last sent ticker key per pair. */
  private readonly sent = new Map<number, string>();
  private lastSecond = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly send: (message: AllMarketMessage) => void,
    private readonly hasRecipients: () => boolean,
    private readonly now: () => number = Date.now,
  ) {}

  get currentSeq(): number {
    return this.seq;
  }

  /** The quotes after a tick batch (the pairs that ticked). */
  add(quotes: readonly PairQuote[]): void {
    for (const q of quotes) this.pending.set(q.id, tickerOf(q));
    if (this.timer || this.pending.size === 0) return;
    const now = this.now();
    const second = Math.floor(now / 1000);
    const delay = second > this.lastSecond ? 0 : (second + 1) * 1000 - now;
    this.timer = setTimeout(this.flush, delay);
  }

  private readonly flush = (): void => {
    this.timer = undefined;
    const now = this.now();
    const second = Math.floor(now / 1000);
    // a timer may fire up to a millisecond early: what waits for the next second waits until it has begun
    if (second <= this.lastSecond) {
      this.timer = setTimeout(this.flush, (this.lastSecond + 1) * 1000 - now);
      return;
    }
    this.lastSecond = second;
    const tickers: AllMarketTicker[] = [];
    for (const [id, t] of this.pending) {
      const key = keyOf(t);
      if (this.sent.get(id) === key) continue;
      this.sent.set(id, key);
      tickers.push(t);
    }
    this.pending.clear();
    if (tickers.length === 0) return;
    // Nobody listening: nothing is built or sent (a client that joins later reads REST, then the stream).
    if (!this.hasRecipients()) {
      this.sent.clear();
      return;
    }
    this.seq += 1;
    this.send({ type: 'all_market', seq: this.seq, time: now, tickers });
  };

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** `sub_all_market` / `unsub_all_market` and the stream's emission to this node's sockets in the room. */
export function attachAllMarket(io: RealtimeServer, now?: () => number): AllMarketStream {
  const stream = new AllMarketStream(
    (message) => io.local.to(ALL_MARKET_ROOM).emit('all_market', message),
    () => (io.of('/').adapter.rooms.get(ALL_MARKET_ROOM)?.size ?? 0) > 0,
    now,
  );
  const ack = (): SubscriptionAck => ({ ok: true, room: ALL_MARKET_ROOM, seq: stream.currentSeq });
  io.on('connection', (socket) => {
    // the ack is the last argument (a client may send a payload before it)
    socket.on('sub_all_market', (...args: unknown[]) => {
      void socket.join(ALL_MARKET_ROOM);
      const cb = args.at(-1);
      if (typeof cb === 'function') (cb as (a: SubscriptionAck) => void)(ack());
    });
    socket.on('unsub_all_market', (...args: unknown[]) => {
      void socket.leave(ALL_MARKET_ROOM);
      const cb = args.at(-1);
      if (typeof cb === 'function') (cb as (a: SubscriptionAck) => void)(ack());
    });
  });
  return stream;
}

/**
 * The spot order book engine next to `nodejs-order-book` on the same message list: an
 * exchange-core-style mix from a seeded PRNG — 1,000 accounts, ~1,000 resting orders pre-filled over ~750
 * price levels, then N messages of place limit (GTC) / cancel / move (cancel + place at a new price), about
 * 6 % of them crossing and trading. runs it at each `--scales` factor in the same process: × 10 is
 * ~10,000 resting orders over ~7,500 levels (the book's size and the band of new prices both scaled).
 * Prints one JSON document. Usage: npm run bench:engine [-- --messages 200000 --scales 1,10]
 */
import { parseArgs } from 'node:util';
import { OrderBook, Side as LibSide } from 'nodejs-order-book';
import { createOrderBook } from '../apps/server/src/engines/orderbook/order-book';
import type { Side } from '../apps/server/src/engines/orderbook/types';
import { machine } from './lib/machine';
import { prng } from './lib/prng';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '200000' },
    seed: { type: 'string', default: '42' },
    scales: { type: 'string', default: '1,10' },
  },
});
const MESSAGES = Number(values.messages);
const SCALES = values.scales.split(',').map(Number);
const ACCOUNTS = 1_000;
/** Today's (× 1) book: resting orders kept around this, new prices within this many levels of the touch. */
const BASE_RESTING = 1_000;
const BASE_HALF_SPREAD_LEVELS = 375;
/**
 * Pre-fill band per side: 1,000 orders dropped uniformly on 2 × 830 price levels occupy about
 * 2 × 830 × (1 − e^(−500/830)) ≈ 750 distinct levels (a 375-level band put them on ~556); scaling orders and
 * band by the same factor scales the levels by it too.
 */
const BASE_PREFILL_HALF_BAND_LEVELS = 830;
const MID = 100_000;
const CROSS_PERCENT = 6;

type Message =
  | { kind: 'place'; id: string; owner: string; side: Side; price: number; size: number }
  | { kind: 'cancel'; id: string }
  | { kind: 'move'; id: string; newId: string; owner: string; side: Side; price: number; size: number };

/** Generates the messages by running them through our engine, so cancels and moves target live orders. */
function generate(seed: number, scale: number) {
  const TARGET_RESTING = BASE_RESTING * scale;
  const HALF_SPREAD_LEVELS = BASE_HALF_SPREAD_LEVELS * scale;
  const PREFILL_HALF_BAND_LEVELS = BASE_PREFILL_HALF_BAND_LEVELS * scale;
  const rand = prng(seed);
  const int = (n: number) => Math.floor(rand() * n);
  const book = createOrderBook();
  const live: string[] = [];
  const slot = new Map<string, number>();
  let nextId = 0;
  const counts = { place: 0, cancel: 0, move: 0, crossing: 0, trading: 0 };
  const forget = (id: string) => {
    const i = slot.get(id);
    if (i === undefined) return;
    const last = live.pop()!;
    if (last !== id) {
      live[i] = last;
      slot.set(last, i);
    }
    slot.delete(id);
  };
  const priceFor = (side: Side, crossing: boolean): number => {
    const bid = Number(book.bestBid() ?? BigInt(MID - 1));
    const ask = Number(book.bestAsk() ?? BigInt(MID + 1));
    if (crossing) return side === 'buy' ? ask + int(3) : bid - int(3);
    return side === 'buy' ? ask - 1 - int(HALF_SPREAD_LEVELS * 2) : bid + 1 + int(HALF_SPREAD_LEVELS * 2);
  };
  const apply = (owner: string, side: Side, price: number, size: number): string => {
    const id = `o${(nextId += 1)}`;
    const r = book.place({
      id,
      owner,
      side,
      type: 'limit',
      price: BigInt(price),
      qty: BigInt(size),
      stp: 'cancel_maker',
    });
    for (const f of r.fills) if (book.get(f.makerId) === undefined) forget(f.makerId);
    for (const c of r.cancelled) forget(c.id);
    if (r.fills.length > 0) counts.trading += 1;
    if (r.rested !== null) {
      slot.set(id, live.length);
      live.push(id);
    }
    return id;
  };
  const prefill: Message[] = [];
  while (book.size < TARGET_RESTING) {
    const side: Side = int(2) === 0 ? 'buy' : 'sell';
    const price =
      side === 'buy' ? MID - 1 - int(PREFILL_HALF_BAND_LEVELS) : MID + 1 + int(PREFILL_HALF_BAND_LEVELS);
    const owner = `u${int(ACCOUNTS)}`;
    const size = 1 + int(100);
    prefill.push({ kind: 'place', id: apply(owner, side, price, size), owner, side, price, size });
  }
  const depth = book.depth(Number.MAX_SAFE_INTEGER);
  const prefillLevels = depth.bids.length + depth.asks.length;
  counts.trading = 0;
  const messages: Message[] = [];
  for (let i = 0; i < MESSAGES; i += 1) {
    const side: Side = int(2) === 0 ? 'buy' : 'sell';
    const owner = `u${int(ACCOUNTS)}`;
    const size = 1 + int(100);
    const crossing = rand() * 100 < CROSS_PERCENT;
    const roll = rand() + (live.length - TARGET_RESTING) / TARGET_RESTING;
    if (crossing || live.length === 0 || roll < 0.4) {
      const price = priceFor(side, crossing);
      counts.place += 1;
      if (crossing) counts.crossing += 1;
      messages.push({ kind: 'place', id: apply(owner, side, price, size), owner, side, price, size });
    } else if (roll < 0.75) {
      const id = live[int(live.length)]!;
      book.cancel(id);
      forget(id);
      counts.cancel += 1;
      messages.push({ kind: 'cancel', id });
    } else {
      const id = live[int(live.length)]!;
      const old = book.get(id)!;
      book.cancel(id);
      forget(id);
      const price = priceFor(old.side, false);
      const newId = apply(old.owner, old.side, price, Number(old.qty));
      counts.move += 1;
      messages.push({
        kind: 'move',
        id,
        newId,
        owner: old.owner,
        side: old.side,
        price,
        size: Number(old.qty),
      });
    }
  }
  return { prefill, prefillLevels, messages, counts };
}

interface Runner {
  run(m: Message): void;
}

function meridianRunner(): Runner {
  const book = createOrderBook();
  const place = (id: string, owner: string, side: Side, price: number, size: number) =>
    book.place({
      id,
      owner,
      side,
      type: 'limit',
      price: BigInt(price),
      qty: BigInt(size),
      stp: 'cancel_maker',
    });
  return {
    run(m) {
      if (m.kind === 'place') place(m.id, m.owner, m.side, m.price, m.size);
      else if (m.kind === 'cancel') book.cancel(m.id);
      else {
        book.cancel(m.id);
        place(m.newId, m.owner, m.side, m.price, m.size);
      }
    },
  };
}

function nodejsOrderBookRunner(): Runner {
  const book = new OrderBook();
  const sideOf = (side: Side) => (side === 'buy' ? LibSide.BUY : LibSide.SELL);
  return {
    run(m) {
      if (m.kind === 'place') book.limit({ id: m.id, side: sideOf(m.side), size: m.size, price: m.price });
      else if (m.kind === 'cancel') book.cancel(m.id);
      else {
        book.cancel(m.id);
        book.limit({ id: m.newId, side: sideOf(m.side), size: m.size, price: m.price });
      }
    },
  };
}

function measure(make: () => Runner, prefill: Message[], messages: Message[]) {
  // Warm-up pass (JIT), then a throughput pass without timers, then a latency pass with one timer per message.
  let opsPerSec = 0;
  for (const pass of ['warmup', 'throughput', 'latency'] as const) {
    const runner = make();
    for (const m of prefill) runner.run(m);
    if (pass === 'warmup') {
      for (const m of messages) runner.run(m);
    } else if (pass === 'throughput') {
      const start = process.hrtime.bigint();
      for (const m of messages) runner.run(m);
      const ns = Number(process.hrtime.bigint() - start);
      opsPerSec = Math.round((messages.length / ns) * 1e9);
    } else {
      const lat = new Float64Array(messages.length);
      for (let i = 0; i < messages.length; i += 1) {
        const t0 = process.hrtime.bigint();
        runner.run(messages[i]!);
        lat[i] = Number(process.hrtime.bigint() - t0);
      }
      lat.sort();
      const q = (p: number) =>
        Number((lat[Math.min(lat.length - 1, Math.floor(p * lat.length))]! / 1000).toFixed(2));
      return { opsPerSec, p50Us: q(0.5), p99Us: q(0.99), p9999Us: q(0.9999) };
    }
  }
  throw new Error('unreachable');
}

const runs = SCALES.map((scale) => {
  const { prefill, prefillLevels, messages, counts } = generate(Number(values.seed), scale);
  const meridian = measure(meridianRunner, prefill, messages);
  const nodejsOrderBook = measure(nodejsOrderBookRunner, prefill, messages);
  return {
    scale,
    mix: {
      prefillOrders: prefill.length,
      prefillLevels,
      messages: messages.length,
      place: counts.place,
      cancel: counts.cancel,
      move: counts.move,
      crossing: counts.crossing,
      tradePercent: Number(((counts.trading / messages.length) * 100).toFixed(2)),
    },
    meridian,
    nodejsOrderBook,
    ratio: Number((meridian.opsPerSec / nodejsOrderBook.opsPerSec).toFixed(3)),
  };
});
const { node, ...host } = machine();
console.log(
  JSON.stringify(
    {
      benchmark: 'orderbook-engine',
      machine: { cpu: host.cpu, cores: host.cores, memGb: host.memory_gb, platform: host.platform },
      node,
      seed: Number(values.seed),
      accounts: ACCOUNTS,
      runs,
    },
    null,
    2,
  ),
);

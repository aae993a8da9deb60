/**
 * The spot benchmark's order mix (bench/spot-orders-http.ts): autocannon requests as rotating users — resting GTC
 * limits around a fixed price, IOC limits crossing the spread, cancels of orders that rested — and one leg of it
 * measured from the replies.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import type { BenchPair } from './spot-bench-app';
import { BTC, USDT, type BenchUser } from './spot-users';
import { prng } from './prng';

/** The pair the one-pair legs trade. */
export const BTC_USDT: BenchPair = { id: 1, symbol: 'BTC/USDT', baseId: BTC };

/** The mix (a cancel roll with no order known open places an order instead). */
export const MIX = {
  cancel_percent_of_requests: 25,
  crossing_percent_of_orders: 10,
  price: '50000.00',
  resting: 'GTC limit, 1–300 ticks (0.01) from the price on its side, 0.001–0.020 BTC',
  crossing: 'IOC limit 3.00 through the price (sweeps resting asks/bids within 3.00), 0.001–0.010 BTC',
  cancel: 'POST /coin/cancel of a random order that rested (its owner’s token)',
};
const PRICE_TICKS = 5_000_000; // 50000.00

const percentOf = (n: number, total: number) => (total === 0 ? 0 : Number(((n / total) * 100).toFixed(2)));

interface Counters {
  placed: Record<string, number>;
  cancelled: number;
  fills: number;
  refused: Record<string, number>;
}

/** The autocannon request: picks place-resting / place-crossing / cancel from the seeded PRNG. */
function orderRequests(users: BenchUser[], seed: number, counters: Counters, pair: BenchPair) {
  const rand = prng(seed);
  const int = (n: number) => Math.floor(rand() * n);
  const open: { user: number; id: number }[] = [];
  let next = 0;
  const price = (ticks: number) => (ticks / 100).toFixed(2);
  const amount = (maxLots: number) => ((1 + int(maxLots)) / 1000).toFixed(3);
  const refuse = (code: string) => (counters.refused[code] = (counters.refused[code] ?? 0) + 1);

  const setupRequest = (req: autocannon.Request, context: Record<string, unknown>) => {
    const roll = rand() * 100;
    if (roll < MIX.cancel_percent_of_requests && open.length > 0) {
      const k = int(open.length);
      const o = open[k]!;
      open[k] = open[open.length - 1]!;
      open.pop();
      context.kind = 'cancel';
      return {
        ...req,
        path: '/api/coin/cancel',
        headers: { ...req.headers, authorization: users[o.user]!.token },
        body: JSON.stringify({ id: o.id }),
      };
    }
    const user = next++ % users.length;
    const side = int(2) === 0 ? 'buy' : 'sell';
    const crossing = rand() * 100 < MIX.crossing_percent_of_orders;
    const sign = side === 'buy' ? -1 : 1;
    const order = crossing
      ? { side, target_price: price(PRICE_TICKS - sign * 300), amount: amount(10), tif: 'IOC' }
      : { side, target_price: price(PRICE_TICKS + sign * (1 + int(300))), amount: amount(20) };
    context.kind = crossing ? 'crossing' : 'resting';
    context.user = user;
    return {
      ...req,
      path: '/api/coin/trade',
      headers: { ...req.headers, authorization: users[user]!.token },
      body: JSON.stringify({ currency_id: pair.baseId, legal_id: USDT, ...order }),
    };
  };

  const onResponse = (status: number, body: string, context: Record<string, unknown>) => {
    if (status < 200 || status >= 300) return refuse(`http_${status}`);
    const r = JSON.parse(body) as { type: string; code?: string; message: Record<string, unknown> };
    if (r.type !== 'ok') return refuse(r.code ?? r.type);
    if (context.kind === 'cancel') {
      counters.cancelled++;
      return;
    }
    const m = r.message as { id: number; status: string; fills: unknown[] };
    const key = `${String(context.kind)}:${m.status}`;
    counters.placed[key] = (counters.placed[key] ?? 0) + 1;
    counters.fills += m.fills.length;
    if (m.status === 'open' || m.status === 'partial') open.push({ user: context.user as number, id: m.id });
  };

  return [
    {
      method: 'POST' as const,
      path: '/api/coin/trade',
      headers: { 'content-type': 'application/json' },
      setupRequest: setupRequest as unknown as autocannon.Request['setupRequest'],
      onResponse: onResponse as unknown as autocannon.Request['onResponse'],
    },
  ];
}

/** One autocannon phase of the mix; figures counted from the replies (orders = `type: 'ok'` placements). */
export async function measure(
  url: string,
  users: BenchUser[],
  conns: number,
  seconds: number,
  seed: number,
  pair: BenchPair = BTC_USDT,
) {
  const counters: Counters = { placed: {}, cancelled: 0, fills: 0, refused: {} };
  const loadBefore = os.loadavg()[0]!;
  const r = await autocannon({
    url,
    connections: conns,
    duration: seconds,
    pipelining: 1,
    requests: orderRequests(users, seed, counters, pair),
  });
  const placed = Object.values(counters.placed).reduce((s, n) => s + n, 0);
  const crossing = Object.entries(counters.placed)
    .filter(([k]) => k.startsWith('crossing:'))
    .reduce((s, [, n]) => s + n, 0);
  const refused = Object.values(counters.refused).reduce((s, n) => s + n, 0);
  const elapsed = r.duration;
  return {
    pair: pair.symbol,
    connections: conns,
    duration_s: seconds,
    load_average_1m: { before: Number(loadBefore.toFixed(2)), after: Number(os.loadavg()[0]!.toFixed(2)) },
    requests: r.requests.total,
    requests_per_s: Math.round(r.requests.total / elapsed),
    orders_ok: placed,
    orders_per_s: Math.round(placed / elapsed),
    orders_by_kind_and_status: counters.placed,
    crossing_share_of_orders_percent: percentOf(crossing, placed),
    fills: counters.fills,
    cancels_ok: counters.cancelled,
    cancels_per_s: Math.round(counters.cancelled / elapsed),
    refused,
    refused_by_code: counters.refused,
    errors: r.errors,
    timeouts: r.timeouts,
    latency_ms: {
      p50: r.latency.p50,
      p99: r.latency.p99,
      p99_9: r.latency.p99_9,
      max: r.latency.max,
      mean: r.latency.average,
    },
  };
}

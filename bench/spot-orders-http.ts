/**
 * The durable spot order path (issue 5): `POST /api/coin/trade` and `POST /api/coin/cancel` on one node, each
 * order a PostgreSQL transaction (order row, ledger hold, fills settled through the ledger) behind BTC/USDT's
 * serial book queue. The app runs in its own process on PostgreSQL (DATABASE_URL when set — on a fresh
 * database created there and dropped after — else an embedded server), market maker off; N users are
 * registered over HTTP and funded through the ledger (genesis entries). autocannon then sends a seeded mix,
 * each request as a rotating user: resting GTC limits around a fixed price, IOC limits crossing the spread,
 * and cancels of orders that rested — first over one connection (the service time of one order), then over
 * `--connections`. After the run the ledger invariants (checkLedger) must hold and the book must not be crossed.
 * Prints one JSON document and saves it to docs/bench/spot-orders-http.json.
 * Usage: npm run bench:spot [-- --duration 20 --connections 50 --users 200 --baseline-duration 5]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { checkLedger } from '../apps/server/src/modules/ledger/invariants';
import { startAppOnPostgres } from './lib/app-on-postgres';
import { machine } from './lib/machine';
import { ROOT, waitForHttp } from './lib/processes';
import { BTC, USDT, call, createUsers, type BenchUser } from './lib/spot-users';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    users: { type: 'string', default: '200' },
    seed: { type: 'string', default: '7' },
    'baseline-duration': { type: 'string', default: '5' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const userCount = Number(values.users);
const baselineDuration = Number(values['baseline-duration']);

/** The mix (a cancel roll with no order known open places an order instead). */
const MIX = {
  cancel_percent_of_requests: 25,
  crossing_percent_of_orders: 10,
  price: '50000.00',
  resting: 'GTC limit, 1–300 ticks (0.01) from the price on its side, 0.001–0.020 BTC',
  crossing: 'IOC limit 3.00 through the price (sweeps resting asks/bids within 3.00), 0.001–0.010 BTC',
  cancel: 'POST /coin/cancel of a random order that rested (its owner’s token)',
};
const PRICE_TICKS = 5_000_000; // 50000.00
const FUNDS = { usdt: '10000000', btc: '200' };

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const percentOf = (n: number, total: number) => (total === 0 ? 0 : Number(((n / total) * 100).toFixed(2)));

interface Counters {
  placed: Record<string, number>;
  cancelled: number;
  fills: number;
  refused: Record<string, number>;
}

/** The autocannon request: picks place-resting / place-crossing / cancel from the seeded PRNG. */
function orderRequests(users: BenchUser[], seed: number, counters: Counters) {
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
      body: JSON.stringify({ currency_id: BTC, legal_id: USDT, ...order }),
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
async function measure(url: string, users: BenchUser[], conns: number, seconds: number, seed: number) {
  const counters: Counters = { placed: {}, cancelled: 0, fills: 0, refused: {} };
  const loadBefore = os.loadavg()[0]!;
  const r = await autocannon({
    url,
    connections: conns,
    duration: seconds,
    pipelining: 1,
    requests: orderRequests(users, seed, counters),
  });
  const placed = Object.values(counters.placed).reduce((s, n) => s + n, 0);
  const crossing = Object.entries(counters.placed)
    .filter(([k]) => k.startsWith('crossing:'))
    .reduce((s, [, n]) => s + n, 0);
  const refused = Object.values(counters.refused).reduce((s, n) => s + n, 0);
  const elapsed = r.duration;
  return {
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

const appPort = 18_090;
const bench = await startAppOnPostgres({ tmpPrefix: 'meridian-bench-spot-', port: appPort });
const { base, database } = bench;
try {
  await waitForHttp(`${base}/health`);
  const setupStart = Date.now();
  const users = await createUsers(base, bench.dataDir, database, userCount, FUNDS);
  const setupS = Math.round((Date.now() - setupStart) / 1000);

  const target = `http://127.0.0.1:${appPort}`;
  const seed = Number(values.seed);
  // One connection first: the service time of one order with no queue in front of it.
  const serial = await measure(target, users, 1, baselineDuration, seed + 1);
  const loaded = await measure(target, users, connections, duration, seed);

  const violations = await checkLedger(database.db);
  const depth = (await call(base, '/coin/depth?symbol=BTC/USDT&levels=1', undefined)).message as {
    bids: string[][];
    asks: string[][];
  };
  const bestBid = depth.bids[0]?.[0];
  const bestAsk = depth.asks[0]?.[0];
  const rows = await database.db.execute<{ status: string; n: number } & Record<string, unknown>>(
    sql`SELECT status, count(*)::int AS n FROM spot_orders GROUP BY status ORDER BY status`,
  );
  const trades = await database.db.execute<{ n: number } & Record<string, unknown>>(
    sql`SELECT count(*)::int AS n FROM spot_trades`,
  );
  const postgresLabel = await bench.postgresLabel();

  const result = {
    benchmark: 'spot-orders-http',
    machine: { ...machine(), note: '2 cores shared by server, PostgreSQL, load generator (and other work)' },
    postgres: postgresLabel,
    settings: {
      duration_s: duration,
      connections,
      one_connection_duration_s: baselineDuration,
      users: userCount,
      seed: Number(values.seed),
      pair: 'BTC/USDT',
      market_maker: 'off (MARKET_MAKER=off)',
      setup_s: setupS,
    },
    mix: MIX,
    results: loaded,
    one_connection: serial,
    after_run: {
      ledger_violations: violations.length,
      ledger_check: violations.length === 0 ? 'ok' : violations.slice(0, 5),
      book_top: { best_bid: bestBid ?? null, best_ask: bestAsk ?? null },
      book_crossed: bestBid !== undefined && bestAsk !== undefined && Number(bestBid) >= Number(bestAsk),
      spot_orders_by_status: Object.fromEntries(rows.rows.map((x) => [x.status, x.n])),
      spot_trades: trades.rows[0]?.n ?? 0,
    },
  };
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  await fs.writeFile(path.join(ROOT, 'docs/bench/spot-orders-http.json'), `${json}\n`);
  if (violations.length > 0 || result.after_run.book_crossed) process.exitCode = 1;
} finally {
  await bench.stop();
}

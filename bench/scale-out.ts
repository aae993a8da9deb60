/**
 * Scale-out: Meridian as three API nodes behind nginx (deploy/nginx.conf), one PostgreSQL
 * database and one Redis (scripts/scale-out/cluster.ts), measured through the balancer in one run:
 * 1. one node behind the balancer: autocannon on `currency/quotation_new` and on the authenticated `user/info`,
 *    then N socket.io clients (websocket, in separate processes) × 5 symbols' tickers;
 * 2. the same at three nodes (nodes 2 and 3 started, nginx reloaded), plus long-polling-only clients (they need
 *    the balancer's sticky sessions);
 * 3. failover: sockets connected through the balancer, spot orders and seconds options posted through it, then
 *    the node leading the engines is killed (SIGKILL): reconnections counted, each engine's takeover timed
 *    (its advisory lock held by another node), the market ticks' gap on a surviving node, every acknowledged
 *    order looked up in the database, every acknowledged option settled, and checkLedger clean.
 * Prints one JSON document and saves it to docs/bench/scale-out.json; every node and nginx stop at the end.
 * Usage: npm run bench:scale [-- --clients 3000 --window 8 --duration 8 --users 40 --kill-clients 1000]
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { io } from 'socket.io-client';
import { Decimal } from '@meridian/contract';
import { checkLedger } from '../apps/server/src/modules/ledger/invariants';
import { Ledger } from '../apps/server/src/modules/ledger/ledger.service';
import type { UserAccountType } from '../apps/server/src/modules/ledger/types';
import { connectDatabase } from '../apps/server/src/platform/db';
import { Cluster, ROOT, type ClusterNode } from '../scripts/scale-out/cluster';
import { openClients } from '../scripts/scale-out/client-processes';
import { leaders, lookUp, moneyLoad, watchLeaders } from '../scripts/scale-out/failover';
import { machine } from './lib/machine';
import { BTC, USDT, createUsers } from './lib/spot-users';
import { stats } from './lib/stats';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '3000' },
    window: { type: 'string', default: '8' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    users: { type: 'string', default: '40' },
    'kill-clients': { type: 'string', default: '1000' },
    'polling-clients': { type: 'string', default: '100' },
    port: { type: 'string', default: '18180' },
    database: { type: 'string', default: 'meridian_scale' },
  },
});
const SYMBOLS = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'XRP/USDT', 'DOGE/USDT'];
const windowMs = Number(values.window) * 1000;
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = (line: string) => console.error(`[scale-out ${new Date().toISOString().slice(11, 19)}] ${line}`);

const cluster = new Cluster({
  port: Number(values.port),
  postgresUrl,
  database: values.database,
  redisUrl,
  // The maker and the demo traders would add load of their own; their roles move like the others.
  env: {
    MARKET_MAKER: 'off',
    DEMO_CONTENT: 'off',
    MARKET_HISTORY_DAYS: '1',
    MARKET_DAILY_HISTORY_DAYS: '30',
  },
  log,
});
const api = `${cluster.url}/api`;
const workers: ChildProcess[] = [];

async function http(label: string, token: string) {
  const one = async (name: string, url: string, headers: Record<string, string> = {}) => {
    const r = await autocannon({
      url,
      headers,
      connections: Number(values.connections),
      duration: Number(values.duration),
    });
    return {
      call: name,
      requests_per_s: Math.round(r.requests.average),
      latency_ms: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
      non_2xx: r.non2xx,
      errors: r.errors,
    };
  };
  log(`${label}: HTTP`);
  return [
    await one('quotation_new', `${api}/currency/quotation_new`),
    await one('user/info (authenticated)', `${api}/user/info`, { authorization: token }),
  ];
}

async function sockets(label: string, n: number, transport: 'websocket' | 'polling', processes?: number) {
  log(`${label}: ${n} ${transport} clients`);
  const started = performance.now();
  const clients = await openClients(workers, cluster.url, SYMBOLS, n, transport, processes);
  const connectS = Number(((performance.now() - started) / 1000).toFixed(1));
  const all = await clients.ask<{ delivered: number; latencies: number[] }>(
    { type: 'measure', ms: windowMs },
    'measured',
  );
  await clients.close();
  const delivered = all.reduce((s, r) => s + r.delivered, 0);
  const expected = n * SYMBOLS.length * (windowMs / 1000);
  return {
    clients: n,
    transport,
    client_processes: clients.children.length,
    connect_s: connectS,
    connect_errors: clients.connectErrors,
    delivered_per_s: Math.round(delivered / (windowMs / 1000)),
    expected_per_s: Math.round(expected / (windowMs / 1000)),
    delivery_ratio: Number((delivered / expected).toFixed(3)),
    latency_ms: stats(all.flatMap((r) => r.latencies)),
  };
}

/** Credits a user's account of `type` from the house genesis account: one balanced ledger entry. */
async function fund(
  db: ReturnType<typeof connectDatabase>,
  userId: number,
  type: UserAccountType,
  amount: string,
) {
  await new Ledger().post(db.db, [
    {
      kind: 'genesis',
      lines: [
        { account: { house: 'genesis', currencyId: USDT }, amount: new Decimal(amount).neg() },
        { account: { userId, currencyId: USDT, type }, amount },
      ],
    },
  ]);
}

const ratio = (a: number, b: number) => (b === 0 ? null : Number((a / b).toFixed(2)));

let database: ReturnType<typeof connectDatabase> | undefined;
const watcher = new pg.Client({ connectionString: cluster.databaseUrl });
watcher.on('error', () => undefined); // the database is dropped under it at the end
let watcherOpen = false;
const stopAll = async () => {
  for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
  if (watcherOpen) await watcher.end().catch(() => undefined);
  await database?.close().catch(() => undefined);
  await cluster.stop();
};
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
// Whatever fails, the nodes and nginx stop with this process.
process.on('uncaughtException', (err) => {
  console.error(err);
  void stopAll().then(() => process.exit(1));
});
process.on('SIGTERM', () => void stopAll().then(() => process.exit(143)));

try {
  const setupStart = performance.now();
  await cluster.createDatabase();
  const first = await cluster.startNode(1);
  await cluster.balance([first]);
  database = connectDatabase(cluster.databaseUrl, 4);
  await watcher.connect();
  watcherOpen = true;
  log('registering users');
  const users = await createUsers(api, cluster.dataDir, database, Number(values.users), {
    usdt: '10000000',
    btc: '200',
  });
  for (const u of users) {
    await fund(database, u.uid, 3, '100000'); // the futures account
    await fund(database, u.uid, 4, '100000'); // the options account
  }
  const setupS = Math.round((performance.now() - setupStart) / 1000);

  const clients = Number(values.clients);
  const oneNode = {
    http: await http('1 node', users[0]!.token),
    sockets: await sockets('1 node', clients, 'websocket'),
  };

  log('starting nodes 2 and 3');
  const more = await Promise.all([cluster.startNode(2), cluster.startNode(3)]);
  const nodes: ClusterNode[] = [first, ...more];
  await cluster.balance(nodes);
  const threeNodes = {
    http: await http('3 nodes', users[0]!.token),
    sockets: await sockets('3 nodes', clients, 'websocket'),
    polling: await sockets('3 nodes', Number(values['polling-clients']), 'polling', 1),
  };

  // Failover: the node leading the market feed (and most engines) is the one killed.
  const before = await leaders(watcher);
  const victimName = before['market-feed'] ?? first.name;
  const victim = nodes.find((n) => n.name === victimName)!;
  const survivor = nodes.find((n) => n !== victim)!;
  log(`failover: ${values['kill-clients']} sockets, load, then SIGKILL ${victim.name}`);
  const held = await openClients(workers, cluster.url, SYMBOLS, Number(values['kill-clients']), 'websocket');
  const probe = io(`http://127.0.0.1:${survivor.port}`, { path: '/socket.io', transports: ['websocket'] });
  const tickTimes: number[] = [];
  probe.on('daymarket', () => tickTimes.push(performance.now()));
  probe.on('connect', () => probe.emit('sub_daymarket', { symbols: ['BTC/USDT'] }, () => undefined));
  const pair = await watcher.query<{ id: number }>(`SELECT id FROM pairs WHERE symbol = 'BTC/USDT'`);
  const load = moneyLoad(api, users, {
    spotLoops: 12,
    futuresLoops: 4,
    optionEveryMs: 2_000,
    pairId: pair.rows[0]!.id,
    btc: BTC,
    usdt: USDT,
  });
  held.tell({ type: 'watch' });
  await new Promise((r) => setTimeout(r, 6_000));
  const loadBefore = os.loadavg()[0]!;
  const killedAt = performance.now();
  victim.child.kill('SIGKILL');
  const watch = watchLeaders(watcher, victim.name, before);
  await new Promise((r) => setTimeout(r, 20_000));
  const takeovers = await watch.stop();
  const acked = await load.stop();
  const loadStopped = performance.now();
  const reconnection = await held.ask<{
    sockets: number;
    connected: number;
    disconnects: number;
    reconnects: number;
    reconnectAfterMs: number[];
    connectErrors: number;
  }>({ type: 'report' }, 'watched');
  await held.close();
  probe.disconnect();
  const gapMs = tickTimes
    .filter((t) => t > killedAt - 1_500)
    .reduce((g, t, i, a) => (i === 0 ? g : Math.max(g, t - a[i - 1]!)), 0);
  const ticksAfterKill = tickTimes.filter((t) => t > killedAt).length;

  // Every acknowledged option settles 30 s after it was accepted, by whichever node leads the settler now.
  log('waiting for the acknowledged options to settle');
  const settleDeadline = loadStopped + 75_000;
  const look = () =>
    lookUp(
      watcher,
      acked.spot.acknowledged,
      acked.options.acknowledged,
      acked.futuresOpened.acknowledged,
      acked.futuresClosed.acknowledged,
    );
  let found = await look();
  while (found.optionsSettled < acked.options.acknowledged.length && performance.now() < settleDeadline) {
    await new Promise((r) => setTimeout(r, 2_000));
    found = await look();
  }
  const violations = await checkLedger(database.db);
  const after = await leaders(watcher);

  const result = {
    benchmark: 'scale-out',
    machine: { ...machine(), note: '2 cores shared by nginx, 1–3 nodes, PostgreSQL, Redis, load generators' },
    settings: {
      server: cluster.serve.label,
      balancer:
        'nginx (Debian package) with deploy/nginx.conf: least_conn for /api, cookie hash for /socket.io',
      postgres: `${postgresUrl.replace(/\/[^/]*$/, '')}/${values.database} (fresh database, same machine)`,
      redis: redisUrl,
      node_env: 'NODE_ENV=production DEMO=on MARKET_MAKER=off DEMO_CONTENT=off',
      http: { connections: Number(values.connections), duration_s: Number(values.duration) },
      sockets: {
        symbols_per_client: SYMBOLS.length,
        window_s: windowMs / 1000,
        client_processes: 2,
      },
      users: users.length,
      setup_s: setupS,
      // A start that outlasts Fastify's 10 s start-up timeout on the loaded machine is retried (cluster.ts).
      node_starts: cluster.nodes
        .filter((n) => n.startMs > 0)
        .map((n) => ({ node: n.name, attempt: n.attempts, start_ms: n.startMs })),
    },
    one_node: oneNode,
    three_nodes: threeNodes,
    ratio_three_to_one: {
      quotation_new: ratio(threeNodes.http[0]!.requests_per_s, oneNode.http[0]!.requests_per_s),
      user_info: ratio(threeNodes.http[1]!.requests_per_s, oneNode.http[1]!.requests_per_s),
      socket_delivered: ratio(threeNodes.sockets.delivered_per_s, oneNode.sockets.delivered_per_s),
      socket_p99: ratio(threeNodes.sockets.latency_ms.p99, oneNode.sockets.latency_ms.p99),
    },
    failover: {
      killed: `${victim.name} (SIGKILL), leading ${Object.entries(before)
        .filter(([, n]) => n === victim.name)
        .map(([r]) => r)
        .join(', ')}`,
      load_average_1m_at_kill: Number(loadBefore.toFixed(2)),
      leaders_before: before,
      leaders_after: after,
      takeover_ms: takeovers,
      market_ticks: {
        probe: `socket on surviving ${survivor.name}, BTC/USDT`,
        longest_gap_ms: Math.round(gapMs),
        ticks_in_20_s_after_kill: ticksAfterKill,
      },
      sockets: {
        clients: reconnection.reduce((s, r) => s + r.sockets, 0),
        disconnected: reconnection.reduce((s, r) => s + r.disconnects, 0),
        reconnected: reconnection.reduce((s, r) => s + r.reconnects, 0),
        connected_at_end: reconnection.reduce((s, r) => s + r.connected, 0),
        reconnect_ms: stats(reconnection.flatMap((r) => r.reconnectAfterMs)),
      },
      spot_orders: {
        acknowledged: acked.spot.acknowledged.length,
        found_in_database: found.spotFound,
        lost: acked.spot.acknowledged.length - found.spotFound,
        not_acknowledged: acked.spot.failed,
      },
      options: {
        acknowledged: acked.options.acknowledged.length,
        found_in_database: found.optionsFound,
        settled: found.optionsSettled,
        lost: acked.options.acknowledged.length - found.optionsFound,
        unsettled: acked.options.acknowledged.length - found.optionsSettled,
        not_acknowledged: acked.options.failed,
      },
      futures: {
        opens_acknowledged: acked.futuresOpened.acknowledged.length,
        opens_found_in_database: found.futuresFound,
        opens_lost: acked.futuresOpened.acknowledged.length - found.futuresFound,
        closes_acknowledged: acked.futuresClosed.acknowledged.length,
        closes_settled_in_database: found.futuresClosed,
        closes_lost: acked.futuresClosed.acknowledged.length - found.futuresClosed,
        not_acknowledged: { open: acked.futuresOpened.failed, close: acked.futuresClosed.failed },
      },
      ledger_violations: violations.length,
      ledger_check: violations.length === 0 ? 'ok' : violations.slice(0, 5),
    },
  };
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  await fs.writeFile(path.join(ROOT, 'docs/bench/scale-out.json'), `${json}\n`);
  const f = result.failover;
  const lost = f.spot_orders.lost + f.options.lost + f.options.unsettled + f.futures.opens_lost;
  if (violations.length > 0 || lost + f.futures.closes_lost > 0) process.exitCode = 1;
} finally {
  await stopAll();
}

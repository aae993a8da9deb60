/**
 * The durable spot order path: `POST /api/coin/trade` and `POST /api/coin/cancel`, each order
 * a PostgreSQL transaction's worth of work (order row, ledger hold, fills settled through the ledger) behind
 * its pair's book queue. Two app processes up at once, each on a fresh database (DATABASE_URL's server when set,
 * else an embedded one), market maker off: the serial path (one transaction per operation,
 * bench/lib/spot-serial-main.ts) and the group-commit path (the default: every waiting operation of a pair in
 * one transaction). N users are registered over HTTP on each and funded through the ledger.
 * autocannon sends a seeded mix, each request as a rotating user: resting GTC limits around a fixed price, IOC
 * limits crossing the spread, and cancels of orders that rested — on BTC/USDT over one connection (the service
 * time of one order), then `--rounds` rounds over `--connections`, serial and group in turn, the order
 * alternating each round (load from outside the benchmark falls on both alike); the group process then also
 * runs `--pairs` pairs at once (`--pair-connections` each, the users split between the pairs). After the runs
 * the ledger invariants (checkLedger) must hold and no book may be crossed.
 * The yardstick: `pgbench -N` on a database of its own on the same server (initialised with `pgbench -i`), at one
 * client and at `--connections` clients for the same durations, taking its turn in every round beside the two
 * paths and the floor (the four in rotating order): `summary.group_over_pgbench` is group orders/s over pgbench tps.
 * Two bounds: the floor (the same mix on a pair of its own, served by a journal's fixed statements per batch with
 * no matching: bench/lib/spot-floor.ts) and, after the runs, the ceiling (a session check per POST, no order:
 * bench/lib/session-ceiling.ts).
 * Prints one JSON document and saves it to docs/bench/spot-orders-http.json.
 * Usage: npm run bench:spot [-- --duration 15 --connections 50 --users 200 --baseline-duration 5 --pairs 10 --rounds 3]
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GROUP_MAX } from '../apps/server/src/modules/spot/group-commit';
import { machine } from './lib/machine';
import { resetStatements, topStatements } from './lib/pg-statements';
import { ROOT } from './lib/processes';
import { afterRun, benchPairs, fundBases, startApp } from './lib/spot-bench-app';
import { openPgbench, type PgbenchRun } from './lib/spot-pgbench';
import { cpuDuring, type CpuShare } from './lib/proc-cpu';
import { measureCeiling } from './lib/session-ceiling';
import { FLOOR_WHAT, startFloor } from './lib/spot-floor';
import { createUsers } from './lib/spot-users';
import { BTC_USDT, MIX, measure } from './lib/spot-mix';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    users: { type: 'string', default: '200' },
    seed: { type: 'string', default: '7' },
    'baseline-duration': { type: 'string', default: '5' },
    pairs: { type: 'string', default: '10' },
    'pair-connections': { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const userCount = Number(values.users);
const baselineDuration = Number(values['baseline-duration']);
const pairCount = Number(values.pairs);
const pairConnections = Number(values['pair-connections']);
const rounds = Number(values.rounds);

const FUNDS = { usdt: '10000000', btc: '200' };

const seed = Number(values.seed);
const setupTimes: Record<string, number> = {};
const starts: Record<string, number> = {};

/** A loaded leg with the CPU its app, PostgreSQL and the load generator spent meanwhile (bench/lib/proc-cpu.ts). */
async function measured(pid: number | undefined, leg: () => ReturnType<typeof measure>) {
  const { out, cpu } = await cpuDuring(pid, (r) => r.requests, leg);
  return { ...out, cpu };
}

type Measured = Awaited<ReturnType<typeof measured>>;

/** Rounds of the loaded phase: orders/s over all of them, the median p99, and each round's figures. */
function overRounds(runs: Measured[], pair = BTC_USDT.symbol) {
  const seconds = runs.reduce((s, r) => s + r.duration_s, 0);
  const orders = runs.reduce((s, r) => s + r.orders_ok, 0);
  const requests = runs.reduce((s, r) => s + r.requests, 0);
  const sorted = (f: (r: Measured) => number) => runs.map(f).sort((x, y) => x - y);
  const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
  return {
    pair,
    connections,
    rounds: runs.length,
    orders_per_s: Math.round(orders / seconds),
    requests_per_s: Math.round(requests / seconds),
    refused: runs.reduce((s, r) => s + r.refused, 0),
    latency_ms: {
      p50: median(sorted((r) => r.latency_ms.p50)),
      p99: median(sorted((r) => r.latency_ms.p99)),
    },
    per_round: runs,
  };
}

/**
 * Both processes up at once (each on its own fresh database); the one-connection runs, then `rounds` rounds of
 * the loaded run on BTC/USDT, serial and group one after the other, the order alternating (serial first in
 * round 1, group first in round 2, …), so that load from outside the benchmark falls on both paths alike; then
 * the group process's pairs run.
 */
async function runs() {
  const serialApp = await startApp('bench/lib/spot-serial-main.ts', 18_091);
  // BENCH_PG_STATEMENTS=<file>: the group path's PostgreSQL time per statement over its loaded rounds, written there
  const statementsFile = process.env.BENCH_PG_STATEMENTS;
  const groupApp = await startApp('apps/server/src/main.ts', 18_092, { statements: !!statementsFile });
  const pgbench = await openPgbench();
  let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
  try {
    starts.serial = await serialApp.up();
    starts.group = await groupApp.up();
    let t0 = Date.now();
    const serialUsers = await createUsers(
      serialApp.base,
      serialApp.dataDir,
      serialApp.database,
      userCount,
      FUNDS,
    );
    setupTimes.serial_s = Math.round((Date.now() - t0) / 1000);
    t0 = Date.now();
    const users = await createUsers(groupApp.base, groupApp.dataDir, groupApp.database, userCount, FUNDS);
    // one pair more than the pairs leg takes: the floor's own
    const pairs = await benchPairs(groupApp.database, pairCount + 1);
    const floorPair = pairs.pop()!;
    await fundBases(groupApp.database, users, [...pairs, floorPair], FUNDS);
    setupTimes.group_s = Math.round((Date.now() - t0) / 1000);
    floor = await startFloor({ databaseUrl: groupApp.url, pair: floorPair, port: 18_094 });
    const serialOne = await measure(serialApp.target, serialUsers, 1, baselineDuration, seed + 1);
    const groupOne = await measure(groupApp.target, users, 1, baselineDuration, seed + 1);
    const pgbenchOne = await pgbench.measure(1, baselineDuration);
    if (statementsFile) await resetStatements(groupApp.url);
    const serialLoaded: Measured[] = [];
    const groupLoaded: Measured[] = [];
    const pgbenchLoaded: PgbenchRun[] = [];
    const floorLoaded: Measured[] = [];
    for (let r = 0; r < rounds; r++) {
      const legs = [
        async () =>
          serialLoaded.push(
            await measured(serialApp.pid(), () =>
              measure(serialApp.target, serialUsers, connections, duration, seed + r),
            ),
          ),
        async () =>
          groupLoaded.push(
            await measured(groupApp.pid(), () =>
              measure(groupApp.target, users, connections, duration, seed + r),
            ),
          ),
        async () => pgbenchLoaded.push(await pgbench.measure(connections, duration)),
        async () =>
          floorLoaded.push(
            await measured(floor!.pid, () =>
              measure(floor!.target, users, connections, duration, seed + r, floorPair),
            ),
          ),
      ];
      // rotated each round: each leg runs first, second, … in turn
      for (let k = 0; k < legs.length; k++) await legs[(k + r) % legs.length]!();
    }
    if (statementsFile) {
      const requests = groupLoaded.reduce((sum, g) => sum + g.requests, 0);
      const top = await topStatements(groupApp.url, requests);
      await fs.writeFile(statementsFile, `${JSON.stringify({ requests, statements: top }, null, 1)}\n`);
    }
    const serialAfter = await afterRun(serialApp.base, serialApp.database, [BTC_USDT]);
    // each pair its own users (a slice), so that pairs do not wait on each other's accounts
    const share = Math.floor(users.length / pairs.length);
    const started = Date.now();
    const { out: perPair, cpu: pairsCpu } = await cpuDuring(
      groupApp.pid(),
      (runs) => runs.reduce((s, r) => s + r.requests, 0),
      () =>
        Promise.all(
          pairs.map((p, i) =>
            measure(
              groupApp.target,
              users.slice(i * share, (i + 1) * share),
              pairConnections,
              duration,
              seed + 10 + i,
              p,
            ),
          ),
        ),
    );
    const elapsed = (Date.now() - started) / 1000;
    const sum = (f: (r: (typeof perPair)[number]) => number) => perPair.reduce((s, r) => s + f(r), 0);
    const pairsRun = {
      pairs: pairs.map((p) => p.symbol),
      connections_per_pair: pairConnections,
      users_per_pair: share,
      wall_s: Number(elapsed.toFixed(1)),
      orders_per_s_total: sum((r) => r.orders_per_s),
      requests_per_s_total: sum((r) => r.requests_per_s),
      refused_total: sum((r) => r.refused),
      worst_pair_latency_ms: {
        p50: Math.max(...perPair.map((r) => r.latency_ms.p50)),
        p99: Math.max(...perPair.map((r) => r.latency_ms.p99)),
      },
      cpu: pairsCpu,
      per_pair: perPair,
    };
    const groupAfter = await afterRun(groupApp.base, groupApp.database, [
      BTC_USDT,
      ...pairs.filter((p) => p.id !== BTC_USDT.id),
    ]);
    const ceiling = await measureCeiling({
      databaseUrl: groupApp.url,
      tokens: users.map((u) => u.token),
      connections,
      seconds: duration,
      port: 18_093,
    });
    const tps = Math.round(pgbenchLoaded.reduce((s, p) => s + p.transactions, 0) / (rounds * duration));
    return {
      pgbench: { server: pgbench.label, one_client: pgbenchOne, loaded_tps: tps, per_round: pgbenchLoaded },
      ceiling,
      floor: { what: FLOOR_WHAT, one_pair: overRounds(floorLoaded, floorPair.symbol) },
      serial: { one_connection: serialOne, one_pair: overRounds(serialLoaded), after_run: serialAfter },
      group: {
        one_connection: groupOne,
        one_pair: overRounds(groupLoaded),
        ten_pairs: pairsRun,
        after_run: groupAfter,
      },
    };
  } finally {
    await floor?.stop();
    await serialApp.stop();
    await groupApp.stop();
    await pgbench.drop();
  }
}

const { pgbench, ceiling, floor, serial, group } = await runs();

/** The rounds' mean of each process's CPU figure `k` (app, PostgreSQL, load generator). */
function meanCpu(cpus: CpuShare[], k: 'ms_per_s' | 'ms_per_request') {
  const mean = (f: (c: CpuShare) => number) =>
    Number((cpus.reduce((s, c) => s + f(c), 0) / cpus.length).toFixed(2));
  return {
    app: mean((c) => c.app[k]),
    postgres: mean((c) => c.postgres[k]),
    load_generator: mean((c) => c.load_generator[k]),
  };
}
const ratio = (a: number, b: number) => (b === 0 ? null : Number((a / b).toFixed(2)));
const result = {
  benchmark: 'spot-orders-http',
  machine: { ...machine(), note: '2 cores shared by server, PostgreSQL, load generator (and other work)' },
  postgres: process.env.DATABASE_URL ? 'DATABASE_URL server, a fresh database per process' : 'embedded',
  settings: {
    duration_s: duration,
    connections,
    one_connection_duration_s: baselineDuration,
    users: userCount,
    seed,
    pair: 'BTC/USDT',
    loaded_rounds: rounds,
    pairs_run: { pairs: pairCount, connections_per_pair: pairConnections },
    market_maker: 'off (MARKET_MAKER=off)',
    group_max: GROUP_MAX,
    setup_s: setupTimes,
    app_starts_needed: starts,
  },
  mix: MIX,
  summary: {
    pgbench_tps: pgbench.loaded_tps,
    pgbench_one_client_tps: pgbench.one_client.tps,
    group_over_pgbench: ratio(group.one_pair.orders_per_s, pgbench.loaded_tps),
    group_over_pgbench_by_round: group.one_pair.per_round.map((g, i) =>
      ratio(g.orders_per_s, pgbench.per_round[i]!.tps),
    ),
    serial_orders_per_s: serial.one_pair.orders_per_s,
    group_orders_per_s: group.one_pair.orders_per_s,
    group_over_serial: ratio(group.one_pair.orders_per_s, serial.one_pair.orders_per_s),
    group_over_serial_by_round: group.one_pair.per_round.map((g, i) =>
      ratio(g.orders_per_s, serial.one_pair.per_round[i]!.orders_per_s),
    ),
    serial_p99_ms: serial.one_pair.latency_ms.p99,
    group_p99_ms: group.one_pair.latency_ms.p99,
    ceiling_requests_per_s: ceiling.requests_per_s,
    ceiling_over_pgbench: ratio(ceiling.requests_per_s, pgbench.loaded_tps),
    group_requests_over_ceiling: ratio(group.one_pair.requests_per_s, ceiling.requests_per_s),
    floor_orders_per_s: floor.one_pair.orders_per_s,
    floor_over_pgbench: ratio(floor.one_pair.orders_per_s, pgbench.loaded_tps),
    floor_over_pgbench_by_round: floor.one_pair.per_round.map((f, i) =>
      ratio(f.orders_per_s, pgbench.per_round[i]!.tps),
    ),
    floor_p99_ms: floor.one_pair.latency_ms.p99,
    floor_cpu_ms_per_request: meanCpu(
      floor.one_pair.per_round.map((r) => r.cpu),
      'ms_per_request',
    ),
    group_over_floor: ratio(group.one_pair.orders_per_s, floor.one_pair.orders_per_s),
    group_cpu_ms_per_s: meanCpu(
      group.one_pair.per_round.map((r) => r.cpu),
      'ms_per_s',
    ),
    group_cpu_ms_per_request: meanCpu(
      group.one_pair.per_round.map((r) => r.cpu),
      'ms_per_request',
    ),
    group_pairs_cpu_ms_per_s: meanCpu([group.ten_pairs.cpu], 'ms_per_s'),
    group_pairs_orders_per_s_total: group.ten_pairs.orders_per_s_total,
    group_pairs_over_one_pair: ratio(group.ten_pairs.orders_per_s_total, group.one_pair.orders_per_s),
    // the floor's holds and releases are on the group app's database: its check covers them
    ledger_clean: serial.after_run.ledger_violations === 0 && group.after_run.ledger_violations === 0,
    no_book_crossed: !serial.after_run.any_book_crossed && !group.after_run.any_book_crossed,
  },
  pgbench,
  ceiling,
  floor,
  serial,
  group,
};
const json = JSON.stringify(result, null, 2);
console.log(json);
await fs.writeFile(path.join(ROOT, 'docs/bench/spot-orders-http.json'), `${json}\n`);
if (!result.summary.ledger_clean || !result.summary.no_book_crossed) process.exitCode = 1;

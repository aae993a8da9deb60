/**
 * The futures trigger index rebuilt after a restart from 1,000,000 live positions in
 * PostgreSQL, end to end (the rows read from the database and the index built), against the path before this
 * pass in the same run. Run by `npm run bench:triggers -- --restart` (bench/trigger-index.ts hands over here).
 *
 * The database: a fresh one (bench/lib/in-process-app.ts: DATABASE_URL's server, else an embedded one) with the
 * whole app built in this process, and `--positions` rows inserted into `lever_positions` by one INSERT … SELECT
 * over generate_series (seconds, not one request each): 10 % pending limit orders (their activation), 90 % open
 * positions (liquidation always, take-profit and stop-loss on about half each), over every futures pair, at
 * prices within ±10 % of a base in the pair's ticks (so many positions share a price: equal levels are common).
 *
 * Timed, alternating `--rounds` times (ABAB…, a full GC before each):
 * - `previous`: the rebuild as it was before this pass: `livePositions` pages of 1,000 whole rows through
 *   drizzle, three Decimal conversions per open position (`levelsOf`), then `index.load` (bulk);
 * `current`: what a restart runs now: a fresh FuturesTriggers leads (`ready`: the leadership lock, the
 *   current seq, the rebuild read and build), as the app does when it starts.
 * Both indexes are compared trigger by trigger once (same ids, levels, directions, payloads, per-symbol counts).
 * Prints one JSON document (`--save`: also docs/bench/trigger-rebuild.json).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { createTriggerIndex } from '../apps/server/src/engines/triggers/trigger-index';
import type { Trigger, TriggerIndex } from '../apps/server/src/engines/triggers/types';
import { FuturesTriggers } from '../apps/server/src/modules/futures';
import * as repo from '../apps/server/src/modules/futures/futures.repo';
import { levelsOf, type TriggerPayload } from '../apps/server/src/modules/futures/trigger-levels';
import { insertUsers, report, withBenchApp, type BenchApp } from './lib/in-process-app';
import { machine } from './lib/machine';

const { values } = parseArgs({
  options: {
    restart: { type: 'boolean', default: false },
    positions: { type: 'string', default: '1000000' },
    rounds: { type: 'string', default: '2' },
    save: { type: 'boolean', default: false },
  },
});
const POSITIONS = Number(values.positions);
const ROUNDS = Number(values.rounds);
const progress = (s: string) => process.stderr.write(`[bench:triggers --restart] ${s}\n`);
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const loadavg = () => os.loadavg().map((x) => Number(x.toFixed(2)));

/** Lever pairs the service accepts, with a base price in their ticks. */
function leverPairs(app: BenchApp) {
  const out: { id: number; precision: number; base: number }[] = [];
  for (const p of app.services.market.listPairs()) {
    try {
      const lp = app.services.futures.pairById(p.id);
      out.push({ id: lp.id, precision: lp.pricePrecision, base: 100 + 997 * out.length });
    } catch {
      // not a futures pair
    }
  }
  return out;
}

/** `n` live positions in one INSERT … SELECT over generate_series. */
async function seed(app: BenchApp, n: number) {
  const [user] = await insertUsers(app.db, 'trigrebuild', 'TRB', 1, 1);
  const pairs = leverPairs(app);
  const ids = sql.param(pairs.map((p) => p.id));
  const precisions = sql.param(pairs.map((p) => p.precision));
  const bases = sql.param(pairs.map((p) => p.base));
  await app.db.execute(sql`
    INSERT INTO lever_positions (user_id, pair_id, legal_id, side, order_kind, lots, units_per_lot, quantity,
      leverage, target_price, origin_price, price, take_profit, stop_loss, liquidation_price, origin_margin,
      margin, trade_fee, overnight_rate, status, hold_id, opened_at)
    SELECT ${user}, g.pair, 3, g.side, CASE WHEN g.pending THEN 'limit' ELSE 'market' END, 1, 0.01, 0.01, 10,
      CASE WHEN g.pending THEN g.p1 END, CASE WHEN NOT g.pending THEN g.p1 END, CASE WHEN NOT g.pending THEN g.p1 END,
      CASE WHEN NOT g.pending AND g.r2 < 0.5 THEN g.p2 END, CASE WHEN NOT g.pending AND g.r3 < 0.5 THEN g.p3 END,
      CASE WHEN NOT g.pending THEN g.p4 END, 50, 50, 0.5, 0.05, CASE WHEN g.pending THEN 0 ELSE 1 END, g.i,
      CASE WHEN NOT g.pending THEN now() END
    FROM (
      SELECT i, (${ids}::int[])[k] AS pair, 1 + (i % 2) AS side, (i % 10) = 0 AS pending, random() AS r2,
        random() AS r3,
        round((${bases}::numeric[])[k] * (0.9 + 0.2 * random())::numeric, (${precisions}::int[])[k]) AS p1,
        round((${bases}::numeric[])[k] * (0.9 + 0.2 * random())::numeric, (${precisions}::int[])[k]) AS p2,
        round((${bases}::numeric[])[k] * (0.9 + 0.2 * random())::numeric, (${precisions}::int[])[k]) AS p3,
        round((${bases}::numeric[])[k] * (0.9 + 0.2 * random())::numeric, (${precisions}::int[])[k]) AS p4
      FROM (SELECT i, 1 + (i % ${pairs.length}) AS k FROM generate_series(1, ${n}::int) i) s
    ) g`);
  await app.db.execute(sql`VACUUM ANALYZE lever_positions`);
  return pairs.length;
}

/** The rebuild before this pass (platform/leading-triggers.ts at 6cd7ec0), on its own index. */
async function previous(app: BenchApp) {
  const futures = app.services.futures;
  const levels: Trigger<TriggerPayload>[] = [];
  let after = 0;
  for (;;) {
    const rows = await repo.livePositions(app.db, after, repo.REPO_BATCH_MAX);
    for (const r of rows) for (const t of levelsOf(r, futures.pairById(r.pairId))) levels.push(t);
    if (rows.length < repo.REPO_BATCH_MAX) break;
    after = rows[rows.length - 1]!.id;
  }
  const index = createTriggerIndex<TriggerPayload>();
  index.load(levels);
  return { index, ids: levels.map((t) => t.id) };
}

/** What a restart runs now: a fresh FuturesTriggers takes the lead and rebuilds its index. */
async function current(app: BenchApp) {
  const triggers = new FuturesTriggers({
    db: app.db,
    pool: (app.db as unknown as { $client: pg.Pool }).$client,
    service: app.services.futures,
    market: app.services.market,
    log: app.built.app.log,
  });
  if (!(await triggers.ready())) throw new Error('the bench instance did not lead');
  return triggers;
}

/** Times `run` after a full GC; only what `keep` takes from its result outlives the call. */
async function timed<T, K>(run: () => Promise<T>, keep: (out: T) => K | Promise<K>) {
  gc();
  const load = loadavg();
  const start = process.hrtime.bigint();
  const out = await run();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { kept: await keep(out), ms: Math.round(ms), loadAvg: load };
}

/** FNV-1a over every trigger (id, symbol, direction, level, payload) by id, and the count: equal indexes agree. */
function digest(index: TriggerIndex<TriggerPayload>, ids: readonly string[]): string {
  let h = 0x811c9dc5;
  for (const id of ids) {
    const t = index.get(id);
    const s = t
      ? `${id}|${t.symbol}|${t.direction}|${t.level}|${t.payload.positionId}|${t.payload.kind}`
      : id;
    for (let i = 0; i < s.length; i += 1) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  }
  return `${index.count()}:${(h >>> 0).toString(16)}`;
}

export async function runRestartBench(): Promise<void> {
  progress('building the app on a fresh database');
  await withBenchApp('trigger-rebuild', '1', async (app) => {
    // A failure must close the app (its leadership connections) or closing the pool would wait for ever.
    await measure(app).catch(async (err: unknown) => {
      await app.built.app.close();
      throw err;
    });
  });
}

async function measure(app: BenchApp): Promise<void> {
  {
    progress('app ready');
    await app.services.futuresTriggers.stop(); // the app's own instance steps down: the bench's instances lead
    progress(`seeding ${POSITIONS} positions`);
    const seedStart = Date.now();
    const pairCount = await seed(app, POSITIONS);
    const seedMs = Date.now() - seedStart;
    const runs: { previous: number[]; current: number[]; load: number[][] } = {
      previous: [],
      current: [],
      load: [],
    };
    let triggers = 0;
    let ids: string[] = [];
    const digests: { previous: string[]; current: string[] } = { previous: [], current: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      progress(`round ${round + 1}: previous path`);
      const p = await timed(
        () => previous(app),
        (out) => {
          ids = out.ids;
          return digest(out.index, ids);
        },
      );
      runs.previous.push(p.ms);
      runs.load.push(p.loadAvg);
      digests.previous.push(p.kept);
      progress(`round ${round + 1}: current path`);
      const c = await timed(
        () => current(app),
        async (out) => {
          triggers = out.index.count();
          const d = digest(out.index, ids);
          await out.stop();
          return d;
        },
      );
      runs.current.push(c.ms);
      runs.load.push(c.loadAvg);
      digests.current.push(c.kept);
    }
    const best = (xs: number[]) => Math.min(...xs);
    const { node, ...host } = machine();
    await report(
      'trigger-rebuild',
      {
        benchmark: 'trigger-rebuild',
        machine: { ...host, loadAvgEnd: loadavg() },
        node,
        postgres: app.postgres,
        positions: POSITIONS,
        pairs: pairCount,
        triggers,
        seed: { ms: seedMs, how: 'one INSERT … SELECT over generate_series, then VACUUM ANALYZE' },
        rounds: ROUNDS,
        previousMs: runs.previous,
        currentMs: runs.current,
        loadAvgBeforeEachRun: runs.load,
        best: {
          previousMs: best(runs.previous),
          currentMs: best(runs.current),
          speedup: Number((best(runs.previous) / best(runs.current)).toFixed(2)),
        },
        digests,
        sameIndex: [...digests.previous, ...digests.current].every((d) => d === digests.previous[0]),
      },
      values.save,
    );
  }
}

/**
 * The trigger index against a naive scan, same data, same ticks, same run. From a seeded PRNG:
 * 1,000,000 open triggers over 20 symbols (limit activations, take-profits, stop-losses and liquidation prices
 * at log-uniform distances from each symbol's price), then a random walk of ticks (one symbol per tick, Gaussian
 * step); every fired trigger is replaced by a new one around the new price and one open trigger is modified per
 * tick, so ~1 M stay open. The index runs first and records the operations; the naive scan (reference-model.ts:
 * one array per symbol, every tick scans it) replays them and must fire the same triggers. Then a burst: 50,000
 * triggers crossed by one tick, drained in slices of `limit`. Prints one JSON document.
 * The rebuild after a restart: the same 1,000,000 triggers built by `load` (bulk: levels hashed, then
 * sorted once) and by `add` one by one (the rebuild before), both in this run; the index then ticks is
 * the bulk-built one.
 * GC pauses and the load average are reported with the figures (the machine may be shared).
 * Usage: npm run bench:triggers [-- --triggers 1000000 --ticks 20000 --naive-ticks 5000 --seed 42]
 */
import os from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { NaiveTriggerIndex } from '../apps/server/src/engines/triggers/reference-model';
import { createTriggerIndex } from '../apps/server/src/engines/triggers/trigger-index';
import type { Trigger, TriggerDirection, TriggerIndex } from '../apps/server/src/engines/triggers/types';
import { machine } from './lib/machine';
import { prng } from './lib/prng';

// `--restart`: the rebuild from 1,000,000 positions in PostgreSQL instead (bench/trigger-rebuild.ts)
if (process.argv.includes('--restart'))
  await (await import('./trigger-rebuild')).runRestartBench().then(() => process.exit(0));
const { values } = parseArgs({
  options: {
    triggers: { type: 'string', default: '1000000' },
    ticks: { type: 'string', default: '20000' },
    'naive-ticks': { type: 'string', default: '5000' },
    warmup: { type: 'string', default: '1000' },
    burst: { type: 'string', default: '50000' },
    slice: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '42' },
  },
});
const TRIGGERS = Number(values.triggers);
const TICKS = Number(values.ticks);
const NAIVE_TICKS = Math.min(TICKS, Number(values['naive-ticks']));
const WARMUP = Math.min(Number(values.warmup), NAIVE_TICKS - 1);
const BURST = Number(values.burst);
const SLICE = Number(values.slice);
const SEED = Number(values.seed);
const SYMBOLS = [
  'BTC', 'ETH', 'SOL', 'BNB', 'XRP', 'DOGE', 'ADA', 'AVAX', 'LINK', 'DOT',
  'TRX', 'TON', 'LTC', 'BCH', 'NEAR', 'APT', 'ARB', 'OP', 'SUI', 'PEPE',
].map((s) => `${s}USDT`); // prettier-ignore
/** Standard deviation of one tick's relative price move (0.5 basis point). */
const STEP_SIGMA = 0.00005;
const LEVERAGES = [2, 3, 5, 10, 20, 25, 50, 75, 100, 125];

type Kind = 'limit' | 'tp' | 'sl' | 'liq';
interface Payload {
  kind: Kind;
  position: number;
}
type Op = { k: 'tick'; s: string; p: bigint } | { k: 'add'; t: Trigger<Payload> };

const rand = prng(SEED);
const logUniform = (lo: number, hi: number) => lo * Math.exp(rand() * Math.log(hi / lo));
const gaussian = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
/** Prices in ticks of each symbol (1e6 … 1e7 ticks: 1 bp is 100 … 1,000 ticks). */
const prices = SYMBOLS.map(() => Math.round(1e6 * (1 + 9 * rand())));
const kindCounts: Record<Kind, number> = { limit: 0, tp: 0, sl: 0, liq: 0 };
let serial = 0;

/** A trigger at a realistic distance from the symbol's current price (ids are unique; `id` to modify one). */
function makeTrigger(symbolIndex: number, id = `t${(serial += 1)}`): Trigger<Payload> {
  const price = prices[symbolIndex]!;
  const r = rand();
  const long = rand() < 0.5;
  let kind: Kind;
  let distance: number;
  let direction: TriggerDirection;
  if (r < 0.35) {
    // A pending limit order's activation: buy limits below the price, sell limits above.
    kind = 'limit';
    distance = logUniform(0.0002, 0.03);
    direction = long ? 'below' : 'above';
  } else if (r < 0.6) {
    kind = 'tp';
    distance = logUniform(0.003, 0.15);
    direction = long ? 'above' : 'below';
  } else if (r < 0.85) {
    kind = 'sl';
    distance = logUniform(0.002, 0.08);
    direction = long ? 'below' : 'above';
  } else {
    kind = 'liq';
    distance = 0.9 / LEVERAGES[Math.floor(rand() * LEVERAGES.length)]!;
    direction = long ? 'below' : 'above';
  }
  kindCounts[kind] += 1;
  const offset = Math.max(1, Math.round(price * distance));
  const level = BigInt(direction === 'above' ? price + offset : price - offset);
  return { id, symbol: SYMBOLS[symbolIndex]!, direction, level, payload: { kind, position: serial } };
}

function stats(ns: Float64Array | number[]) {
  const a = Float64Array.from(ns).sort();
  const q = (p: number) => Number((a[Math.min(a.length - 1, Math.floor(p * a.length))]! / 1000).toFixed(2));
  const mean = a.reduce((s, x) => s + x, 0) / a.length / 1000;
  return {
    samples: a.length,
    p50Us: q(0.5),
    p99Us: q(0.99),
    p999Us: q(0.999),
    maxUs: Number((a[a.length - 1]! / 1000).toFixed(2)),
    meanUs: Number(mean.toFixed(2)),
  };
}

/** FNV-1a over the fired ids of one tick, to check that both implementations fire the same. */
function digest(fired: Trigger<Payload>[]): number {
  let h = 0x811c9dc5;
  for (const t of fired) {
    for (let i = 0; i < t.id.length; i += 1) h = Math.imul(h ^ t.id.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ 0x2c, 0x01000193);
  }
  return h >>> 0;
}

function timedBuild(index: TriggerIndex<Payload>, prefill: Trigger<Payload>[], bulk = false) {
  const start = process.hrtime.bigint();
  if (bulk) index.load(prefill);
  else for (const t of prefill) index.add(t);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { ms: Math.round(ms), addsPerSec: Math.round(prefill.length / (ms / 1000)) };
}

/** The burst: BURST 'above' triggers within 20 bp over one symbol's price, then one tick 25 bp up, in slices. */
function burst(index: TriggerIndex<Payload>, adds: Trigger<Payload>[], symbol: string, price: bigint) {
  for (const t of adds) index.add(t);
  const slices: number[] = [];
  let fired = 0;
  const start = process.hrtime.bigint();
  for (let guard = 0; guard < 10_000; guard += 1) {
    const t0 = process.hrtime.bigint();
    const out = index.tick(symbol, price, SLICE);
    slices.push(Number(process.hrtime.bigint() - t0));
    fired += out.length;
    if (out.length < SLICE) break;
  }
  const totalMs = Number((Number(process.hrtime.bigint() - start) / 1e6).toFixed(2));
  return { fired, slices: slices.length, totalMs, perSlice: stats(slices) };
}

/** Progress on stderr (stdout is the JSON document). */
const progress = (phase: string) => process.stderr.write(`[bench:triggers] ${phase}\n`);
/** GC pauses per phase: 'gc' performance entries, attributed by start time (they are delivered later). */
const phases: { name: string; start: number }[] = [{ name: 'setup', start: 0 }];
const setPhase = (name: string) => phases.push({ name, start: performance.now() });
const gcPauses = new Map<string, number[]>();
const gcObserver = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const phase = phases.findLast((p) => p.start <= e.startTime)?.name ?? 'setup';
    const pauses = gcPauses.get(phase) ?? [];
    pauses.push(e.duration);
    gcPauses.set(phase, pauses);
  }
});
gcObserver.observe({ entryTypes: ['gc'] });
const gcSummary = (phase: string) => {
  const pauses = gcPauses.get(phase) ?? [];
  return {
    pauses: pauses.length,
    totalMs: Math.round(pauses.reduce((a, b) => a + b, 0)),
    maxMs: Number(Math.max(0, ...pauses).toFixed(1)),
  };
};
const loadAvgStart = os.loadavg()[0]!;

// ---- data ----
progress('generating triggers');
const prefill: Trigger<Payload>[] = [];
for (let i = 0; i < TRIGGERS; i += 1) prefill.push(makeTrigger(i % SYMBOLS.length));
const distinctLevels = new Set(prefill.map((t) => `${t.symbol}|${t.direction}|${t.level}`)).size;
const prefillKinds = { ...kindCounts };

// ---- index run: ticks, with re-adds and modifies recorded for the replay ----
progress('index: one-by-one build, bulk build, ticks');
setPhase('index-build-one-by-one');
let oneByOne: TriggerIndex<Payload> | null = createTriggerIndex<Payload>();
const oneByOneBuild = timedBuild(oneByOne, prefill);
oneByOne = null;
// Let the one-by-one index be collected before the bulk build starts (each build starts from the same heap).
(globalThis as { gc?: () => void }).gc?.();
setPhase('index-build');
let index: TriggerIndex<Payload> | null = createTriggerIndex<Payload>();
const indexBuild = timedBuild(index, prefill, true);
setPhase('index-ticks');
const open: Trigger<Payload>[] = prefill.slice();
const slotOf = new Map<string, number>(open.map((t, i) => [t.id, i]));
const ops: Op[] = [];
const tickOpAt: number[] = [];
const digests: number[] = [];
const firedPerTick: number[] = [];
const indexTickNs: number[] = [];
const indexAddNs: number[] = [];
const forget = (id: string) => {
  const i = slotOf.get(id)!;
  const last = open.pop()!;
  if (last.id !== id) {
    open[i] = last;
    slotOf.set(last.id, i);
  }
  slotOf.delete(id);
};
const timedAdd = (t: Trigger<Payload>, record: boolean) => {
  const t0 = process.hrtime.bigint();
  index!.add(t);
  const dt = Number(process.hrtime.bigint() - t0);
  if (record) indexAddNs.push(dt);
  ops.push({ k: 'add', t });
};
for (let i = 0; i < TICKS; i += 1) {
  const s = Math.floor(rand() * SYMBOLS.length);
  prices[s] = Math.max(1000, Math.round(prices[s]! * (1 + STEP_SIGMA * gaussian())));
  const symbol = SYMBOLS[s]!;
  const p = BigInt(prices[s]);
  tickOpAt.push(ops.length);
  ops.push({ k: 'tick', s: symbol, p });
  const t0 = process.hrtime.bigint();
  const fired = index.tick(symbol, p);
  const dt = Number(process.hrtime.bigint() - t0);
  const measured = i >= WARMUP;
  if (measured) indexTickNs.push(dt);
  firedPerTick.push(fired.length);
  digests.push(digest(fired));
  for (const f of fired) forget(f.id);
  // Replace what fired (new positions and orders around the new price) and modify one open trigger.
  for (let k = 0; k < fired.length; k += 1) {
    const t = makeTrigger(s);
    timedAdd(t, measured);
    slotOf.set(t.id, open.length);
    open.push(t);
  }
  const victim = open[Math.floor(rand() * open.length)]!;
  const moved = makeTrigger(SYMBOLS.indexOf(victim.symbol), victim.id);
  timedAdd(moved, measured);
  open[slotOf.get(victim.id)!] = moved;
}
const openAfterTicks = index.count();
setPhase('other');
const burstSymbol = 0;
const burstBase = prices[burstSymbol]!;
const burstAdds: Trigger<Payload>[] = [];
for (let i = 0; i < BURST; i += 1) {
  const level = BigInt(burstBase + Math.max(1, Math.round(burstBase * logUniform(0.0001, 0.002))));
  burstAdds.push({
    id: `burst${i}`,
    symbol: SYMBOLS[burstSymbol]!,
    direction: 'above',
    level,
    payload: { kind: 'liq', position: i },
  });
}
const burstPrice = BigInt(Math.round(burstBase * 1.0025));
const indexBurst = burst(index, burstAdds, SYMBOLS[burstSymbol]!, burstPrice);
index = null;

// ---- naive replay of the same operations ----
progress('naive scan: build and replay');
setPhase('naive-build');
const naive = new NaiveTriggerIndex<Payload>();
const naiveBuild = timedBuild(naive, prefill);
setPhase('naive-ticks');
const naiveTickNs: number[] = [];
const replayEnd = NAIVE_TICKS < TICKS ? tickOpAt[NAIVE_TICKS]! : ops.length;
let tickNo = 0;
let mismatches = 0;
for (let o = 0; o < replayEnd; o += 1) {
  const op = ops[o]!;
  if (op.k === 'add') {
    naive.add(op.t);
    continue;
  }
  const t0 = process.hrtime.bigint();
  const fired = naive.tick(op.s, op.p);
  const dt = Number(process.hrtime.bigint() - t0);
  if (tickNo >= WARMUP) naiveTickNs.push(dt);
  if (digest(fired) !== digests[tickNo]) mismatches += 1;
  tickNo += 1;
}
setPhase('other');
const naiveBurst = burst(naive, burstAdds, SYMBOLS[burstSymbol]!, burstPrice);
if (mismatches > 0) throw new Error(`naive scan and index disagree on ${mismatches} ticks`);

// ---- report ----
const indexTick = stats(indexTickNs);
const naiveTick = stats(naiveTickNs);
/** The index on exactly the ticks the naive scan replayed (the ratio compares these). */
const indexSameTicks = stats(indexTickNs.slice(0, naiveTickNs.length));
const measuredFired = firedPerTick.slice(WARMUP);
/** Per-tick times split by whether the tick fired anything (the index's cost follows `fired`, the scan's not). */
const split = (ns: number[]) => ({
  quietTicks: stats(ns.filter((_, i) => measuredFired[i] === 0)),
  firingTicks: stats(ns.filter((_, i) => measuredFired[i]! > 0)),
});
const sortedFired = [...measuredFired].sort((a, b) => a - b);
const { node, ...host } = machine();
// Let the observer receive the GC entries of the synchronous run.
await new Promise((resolve) => setTimeout(resolve, 50));
gcObserver.disconnect();
console.log(
  JSON.stringify(
    {
      benchmark: 'trigger-index',
      machine: {
        cpu: host.cpu,
        cores: host.cores,
        memGb: host.memory_gb,
        platform: host.platform,
        loadAvg1m: { start: Number(loadAvgStart.toFixed(2)), end: Number(os.loadavg()[0]!.toFixed(2)) },
      },
      node,
      mix: {
        seed: SEED,
        symbols: SYMBOLS.length,
        openTriggers: TRIGGERS,
        openAfterTicks,
        distinctLevels,
        kinds: prefillKinds,
        distances:
          'log-uniform from the price: limit 0.02–3 %, TP 0.3–15 %, SL 0.2–8 %, liquidation 0.9/leverage (2–125x)',
        ticks: TICKS,
        warmupTicks: WARMUP,
        naiveTicks: NAIVE_TICKS,
        naiveNote:
          NAIVE_TICKS < TICKS
            ? `the naive scan replays only the first ${NAIVE_TICKS} ticks (too slow for all)`
            : 'the naive scan replays every tick',
        stepSigmaBp: STEP_SIGMA * 1e4,
        perTick:
          'one random symbol moves; every fired trigger is replaced around the new price; one open trigger modified',
        firedPerTick: {
          mean: Number((measuredFired.reduce((s, x) => s + x, 0) / measuredFired.length).toFixed(2)),
          p50: sortedFired[Math.floor(sortedFired.length * 0.5)],
          p99: sortedFired[Math.floor(sortedFired.length * 0.99)],
          max: sortedFired[sortedFired.length - 1],
          ticksFiringPercent: Number(
            ((measuredFired.filter((x) => x > 0).length / measuredFired.length) * 100).toFixed(1),
          ),
        },
        sameFiredAsNaive: mismatches === 0,
      },
      rebuild: {
        note: 'the same triggers into an empty index: load (bulk) vs add one by one (before issue 19), same run',
        bulk: { ...indexBuild, gc: gcSummary('index-build') },
        oneByOne: { ...oneByOneBuild, gc: gcSummary('index-build-one-by-one') },
        speedup: Number((oneByOneBuild.ms / Math.max(1, indexBuild.ms)).toFixed(2)),
      },
      index: {
        build: { ...indexBuild, gc: gcSummary('index-build') },
        tick: indexTick,
        tickOnNaiveTicks: { ...indexSameTicks, ...split(indexTickNs.slice(0, naiveTickNs.length)) },
        addOrModify: stats(indexAddNs),
        gcDuringTicks: gcSummary('index-ticks'),
      },
      naive: {
        build: { ...naiveBuild, gc: gcSummary('naive-build') },
        tick: { ...naiveTick, ...split(naiveTickNs) },
        gcDuringTicks: gcSummary('naive-ticks'),
      },
      ratio: {
        note: 'naive / index per-tick latency on the same ticks (tickOnNaiveTicks)',
        p50: Number((naiveTick.p50Us / indexSameTicks.p50Us).toFixed(1)),
        p99: Number((naiveTick.p99Us / indexSameTicks.p99Us).toFixed(1)),
      },
      burst: {
        triggers: BURST,
        band: `'above' levels 1–20 bp over ${SYMBOLS[burstSymbol]} price; one tick 25 bp up`,
        limit: SLICE,
        index: indexBurst,
        naive: {
          ...naiveBurst,
          note:
            NAIVE_TICKS < TICKS
              ? `on the naive state after ${NAIVE_TICKS} ticks (the same burst triggers; a few regular ones differ)`
              : 'on the same state as the index',
        },
      },
    },
    null,
    2,
  ),
);

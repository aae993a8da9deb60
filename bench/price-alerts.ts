/**
 * The price-alert index (apps/server/src/modules/alerts/alert-index.ts) under 100,000 active alerts over 30 pairs:
 * 40 % above and 40 % below a level at log-uniform distances (0.05 % to 20 %) from the pair's price, 20 % moves
 * (0.5 % to 10 % within 1 h or 24 h), half of each repeating. A seeded random walk ticks every pair once a second
 * (Gaussian steps of 0.05 %); a one-shot alert that fires is replaced by a new one around the new price, so the
 * count stays at 100,000. Timed: each `tick` call (one pair's price against its alerts) and each second (the
 * 30 pairs' ticks of one feed batch); replacements are not timed. GC pauses and the load average are reported.
 * Usage: node --import tsx bench/price-alerts.ts [--alerts 100000 --pairs 30 --seconds 7200 --seed 7]
 * Prints one JSON document and saves it to docs/bench/price-alerts.json.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  AlertIndex,
  type AlertEvent,
  type IndexedAlert,
} from '../apps/server/src/modules/alerts/alert-index';
import { machine } from './lib/machine';
import { quantile } from './lib/stats';
import { prng } from './lib/prng';

const { values } = parseArgs({
  options: {
    alerts: { type: 'string', default: '100000' },
    pairs: { type: 'string', default: '30' },
    seconds: { type: 'string', default: '7200' },
    warmup: { type: 'string', default: '120' },
    seed: { type: 'string', default: '7' },
  },
});
const ALERTS = Number(values.alerts);
const PAIRS = Number(values.pairs);
const SECONDS = Number(values.seconds);
const WARMUP = Number(values.warmup);

// the same alerts and walk on every run
const random = prng(Number(values.seed));
const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

// prices in ticks of 0.01 (the index works in each pair's ticks)
const prices = Array.from({ length: PAIRS }, () => Math.round(10 ** (1 + random() * 4) * 100));
let nextId = 1;

function newAlert(pairId: number): IndexedAlert {
  const price = prices[pairId]!;
  const r = random();
  const repeat = random() < 0.5;
  const base = { id: nextId++, pairId, repeat, armed: true, level: 0n, bp: 0, windowMinutes: 0 };
  if (r < 0.2)
    return {
      ...base,
      kind: 'move',
      bp: 50 + Math.floor(random() * 950),
      windowMinutes: random() < 0.5 ? 60 : 1440,
    };
  const distance = 10 ** (Math.log10(0.0005) + random() * (Math.log10(0.2) - Math.log10(0.0005)));
  const above = r < 0.6;
  const level = Math.max(1, Math.round(price * (above ? 1 + distance : 1 - distance)));
  return { ...base, kind: above ? 'above' : 'below', level: BigInt(level) };
}

const index = new AlertIndex([60, 1440]);
const live = new Map<number, IndexedAlert>();
function add(alert: IndexedAlert): void {
  live.set(alert.id, alert);
  for (const e of index.put(alert)) if (e.type === 'fire' && !alert.repeat) live.delete(alert.id);
}
const startBuild = performance.now();
for (let i = 0; i < ALERTS; i++) add(newAlert(i % PAIRS));
const buildMs = performance.now() - startBuild;

let gcMs = 0;
let gcCount = 0;
const gc = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcMs += e.duration;
    gcCount++;
  }
});
gc.observe({ entryTypes: ['gc'] });

// preallocated, so the bench's own bookkeeping allocates nothing while it times
const perTick = new Float64Array(Math.max(0, SECONDS - WARMUP) * PAIRS);
const perSecond = new Float64Array(Math.max(0, SECONDS - WARMUP));
let ticksTimed = 0;
let fired = 0;
let rearmed = 0;
let maxEvents = 0;
const events: AlertEvent[] = [];
const load0 = os.loadavg()[0];
for (let s = 0; s < SECONDS; s++) {
  const time = s * 1000;
  let second = 0;
  const replace: number[] = [];
  for (let p = 0; p < PAIRS; p++) {
    prices[p] = Math.max(1, Math.round(prices[p]! * (1 + 0.0005 * gaussian())));
    events.length = 0;
    const t0 = performance.now();
    index.tick(p, BigInt(prices[p]!), time, events);
    const dt = performance.now() - t0;
    second += dt;
    if (s >= WARMUP) perTick[ticksTimed++] = dt;
    maxEvents = Math.max(maxEvents, events.length);
    for (const e of events) {
      if (e.type === 'rearm') {
        rearmed++;
        continue;
      }
      fired++;
      const a = live.get(e.id);
      if (a && !a.repeat) {
        live.delete(e.id);
        replace.push(p);
      }
    }
  }
  if (s >= WARMUP) perSecond[s - WARMUP] = second;
  for (const p of replace) add(newAlert(p));
}
gc.disconnect();

const us = (sorted: number[], q: number) => Number((quantile(sorted, q) * 1000).toFixed(1));
const summary = (xs: Float64Array) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50_us: us(s, 0.5), p99_us: us(s, 0.99), max_us: us(s, 1), count: s.length };
};
const tickStats = summary(perTick);
const secondStats = summary(perSecond);
const result = {
  bench: 'price-alerts',
  alerts: ALERTS,
  alerts_at_end: index.count(),
  pairs: PAIRS,
  seconds: SECONDS,
  warmup_seconds: WARMUP,
  build_ms: Number(buildMs.toFixed(1)),
  per_pair_tick: tickStats,
  per_second_all_pairs: secondStats,
  fired,
  rearmed,
  max_events_one_tick: maxEvents,
  goal: 'p99 of one tick evaluation ≤ 1 ms',
  goal_met: tickStats.p99_us <= 1000 && secondStats.p99_us <= 1000,
  gc: { pauses: gcCount, total_ms: Number(gcMs.toFixed(1)) },
  load_average: { start: Number(load0?.toFixed(2)), end: Number(os.loadavg()[0]?.toFixed(2)) },
  machine: machine(),
};
console.log(JSON.stringify(result, null, 2));
writeFileSync(
  new URL('../docs/bench/price-alerts.json', import.meta.url),
  `${JSON.stringify(result, null, 2)}\n`,
);

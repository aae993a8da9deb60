/**
 * What the house market maker writes in a day, old quoting against new, on every listed pair:
 * each pair's feed follows the simulated feed's own price process (PriceModel, seeded, with the pair's
 * volatility and jumps) sampled every MARKET_MAKER_REFRESH_MS (5 s) for its trading hours (crypto 24 h, stocks
 * the 6.5 h New York session). No database: the quotes each refresh would cancel and place are counted with
 * the maker's own pure code (planLadder + diffQuotes, no fills), then priced in rows with the per-operation cost
 * measured on PostgreSQL by market-maker.cost.int.test.ts (row triggers on every table a quote writes): a
 * placement writes 9 rows (3 of them spot_orders: insert, hold id, book seq), a cancel 7 (1 spot_orders).
 * Old: 5 levels, 20 bps spread, 10 bps step; every move beyond a quarter of the spread cancelled and re-placed
 * all 10 quotes. New: the defaults (15 levels, 2 bps, 3 bps grid, +10 % a level), only the levels that moved.
 * `--hours` of feed are simulated (2 by default: the pure code runs ~1 minute per simulated hour) and scaled to
 * a day of trading hours per pair (`perDay`). Prints one JSON document.
 * Usage: node --import tsx bench/market-maker-requotes.ts [--hours 2 --seed 1 --spread 1 --step 4]
 */
import { parseArgs } from 'node:util';
import { PAIRS, pairSymbol } from '../apps/server/src/modules/market/catalog';
import { PriceModel } from '../apps/server/src/modules/market/feed/model';
import { planLadder, type LadderInput } from '../apps/server/src/modules/spot/market-maker/ladder';
import { diffQuotes, type OpenQuote } from '../apps/server/src/modules/spot/market-maker/requote';

const { values } = parseArgs({
  options: {
    hours: { type: 'string', default: '2' },
    seed: { type: 'string', default: '1' },
    spread: { type: 'string', default: '1' },
    step: { type: 'string', default: '4' },
  },
});
const HOURS = Number(values.hours);
const SEED = Number(values.seed);
const REFRESH_S = 5;
const ROWS = { place: 9, cancel: 7 };
const SPOT_ORDER_ROWS = { place: 3, cancel: 1 };
const OLD = { levels: 5, spreadBps: 20, thresholdBps: 5 };

interface Tally {
  placed: number;
  cancelled: number;
  requotes: number;
}

const rows = (t: Tally) => t.placed * ROWS.place + t.cancelled * ROWS.cancel;
const orderRows = (t: Tally) => t.placed * SPOT_ORDER_ROWS.place + t.cancelled * SPOT_ORDER_ROWS.cancel;

function oldPolicy(path: readonly number[]): Tally {
  const t: Tally = { placed: 2 * OLD.levels, cancelled: 0, requotes: 0 };
  let quotedAt = path[0]!;
  for (const mid of path.slice(1)) {
    if ((Math.abs(mid - quotedAt) / quotedAt) * 10_000 <= OLD.thresholdBps) continue;
    t.requotes++;
    t.cancelled += 2 * OLD.levels;
    t.placed += 2 * OLD.levels;
    quotedAt = mid;
  }
  return t;
}

function newPolicy(path: readonly string[], pair: (typeof PAIRS)[number]): Tally {
  const t: Tally = { placed: 0, cancelled: 0, requotes: 0 };
  let open: OpenQuote[] = [];
  let nextId = 1;
  let grid: string | undefined;
  for (const mid of path) {
    const input: LadderInput = {
      mid,
      pricePrecision: pair.pricePrecision,
      amountPrecision: pair.amountPrecision,
      quotePrecision: 6,
      spreadBps: Number(values.spread),
      levels: 15,
      stepBps: Number(values.step),
      levelQuote: '2000',
      growthPct: 10,
      inventory: { base: '1e12', quote: '1e12' },
      grid,
    };
    const ladder = planLadder(input);
    grid = ladder.grid;
    const d = diffQuotes(input, ladder.grid, ladder.orders, open);
    if (d.cancel.length + d.place.length === 0) continue;
    if (open.length > 0) t.requotes++;
    const gone = new Set(d.cancel);
    open = open.filter((o) => !gone.has(o.id));
    for (const o of d.place) open.push({ id: nextId++, ...o, filled: '0' });
    t.placed += d.place.length;
    t.cancelled += d.cancel.length;
  }
  return t;
}

const perPair = [];
const total = {
  old: { placed: 0, cancelled: 0, requotes: 0 },
  new: { placed: 0, cancelled: 0, requotes: 0 },
};
/** The same counts over a day of each pair's trading hours (crypto 24 h, stocks 6.5 h). */
const perDay = {
  old: { placed: 0, cancelled: 0, requotes: 0 },
  new: { placed: 0, cancelled: 0, requotes: 0 },
};
const started = performance.now();
for (const pair of PAIRS) {
  const symbol = pairSymbol(pair);
  const hours = pair.category === 'stock' ? Math.min(HOURS, 6.5) : HOURS;
  const steps = Math.round((hours * 3600) / REFRESH_S);
  const model = new PriceModel(SEED, { ...pair, symbol });
  let x = model.startLog(undefined);
  const prices: string[] = [];
  for (let i = 0; i < steps; i++) {
    x = model.step(x, i, REFRESH_S).logPrice;
    prices.push(model.price(x));
  }
  const o = oldPolicy(prices.map(Number));
  const n = newPolicy(prices, pair);
  const scale = (pair.category === 'stock' ? 6.5 : 24) / hours;
  for (const k of ['placed', 'cancelled', 'requotes'] as const) {
    total.old[k] += o[k];
    total.new[k] += n[k];
    perDay.old[k] += Math.round(o[k] * scale);
    perDay.new[k] += Math.round(n[k] * scale);
  }
  perPair.push({
    symbol,
    hours,
    refreshes: steps,
    old: { ...o, rows: rows(o) },
    new: { ...n, rows: rows(n) },
  });
}

const summary = (t: Tally) => ({
  ...t,
  rows: rows(t),
  spotOrderRows: orderRows(t),
  rowsPerRequote: t.requotes === 0 ? 0 : Math.round((rows(t) / t.requotes) * 10) / 10,
  /** Order rows a day left behind as cancelled quotes (what the prune job deletes). */
  cancelledOrderRows: t.cancelled,
});
console.log(
  JSON.stringify(
    {
      bench: 'market-maker-requotes',
      hours: HOURS,
      refreshSeconds: REFRESH_S,
      seed: SEED,
      pairs: PAIRS.length,
      rowsPerOperation: ROWS,
      old: summary(total.old),
      new: summary(total.new),
      perDay: { old: summary(perDay.old), new: summary(perDay.new) },
      perPair,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    },
    null,
    2,
  ),
);

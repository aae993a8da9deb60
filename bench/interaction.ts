/**
 * Interaction latency and tick cost of the H5 app's live quote screens, in Debian's chromium at 390×844 with
 * the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`), on the app served as `npm start` runs it (embedded
 * PostgreSQL, simulated market, demo on). Per build:
 *  - long tasks (PerformanceObserver 'longtask', > 50 ms at 4× slowdown) during 10 s of live ticks on the markets
 *    tab, home and the trade tab: count, total blocking time (the part of each task beyond 50 ms), longest;
 *  - INP-style latency (PerformanceObserver 'event' entries grouped by interactionId; the longest entry of an
 *    interaction is its latency) of tapping the bottom tabs (home → markets → trade → markets) and of tapping a
 *    pair row on markets (to the pair page), several rounds each: max, p98, all samples;
 *  - where the main thread went on markets during the tick window (a CPU profile's self time by function).
 *
 * The baseline is measured in the same run by the same server: `--baseline <dir>` is another build of the web
 * app; the served folder holds one build, then the other (as bench/lighthouse.ts does). Each build gets a fresh
 * browser profile (no service worker or cache carried over). Prints one JSON document and writes it to
 * docs/bench/interaction.json (`--out ''` to skip).
 * Usage: npm run build && node --import tsx bench/interaction.ts [--baseline /tmp/baseline-web] [--dist apps/web/dist]
 *        [--rounds 5] [--window 10000]
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { machine } from './lib/machine';
import { CHROMIUM_ARGS } from './lib/chromium-args';
import { ROOT, stopProcess } from './lib/processes';
import { freePort, startServedApp } from './lib/served-app';
import { ms, quantile } from './lib/stats';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(ROOT, 'apps/web/dist') },
    baseline: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    window: { type: 'string', default: '10000' },
    slowdown: { type: 'string', default: '4' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    out: { type: 'string', default: path.join(ROOT, 'docs/bench/interaction.json') },
  },
});
const ROUNDS = Number(values.rounds);
const WINDOW_MS = Number(values.window);
const SLOWDOWN = Number(values.slowdown);
const GOALS = { inp_ms: 200, long_tasks_during_ticks: 0 };

const PAGES = {
  home: { hash: '#/', ready: 'home-markets', tab: 'tab-home' },
  markets: { hash: '#/pages/market/market', ready: 'market-page', tab: 'tab-market' },
  trade: { hash: '#/pages/transaction/index', ready: 'trade-page', tab: 'tab-trade' },
} as const;
type PageName = keyof typeof PAGES;

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-bench-interaction-'));
const served = path.join(tmp, 'web');

const appPort = await freePort();
const base = `http://127.0.0.1:${appPort}/h5/`;

/**
 * Observers installed before the app's scripts run, on every document of the page (browser code, kept as text:
 * the bench's TypeScript has no DOM types).
 */
const INSTALL_OBSERVERS = `
  window.__perf = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__perf.push({ kind: 'longtask', name: e.name, start: e.startTime, duration: e.duration, id: 0 });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        window.__perf.push({ kind: 'event', name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

interface PerfRecord {
  kind: 'longtask' | 'event';
  name: string;
  start: number;
  duration: number;
  id: number;
}

const now = (page: Page) => page.evaluate<number>('performance.now()');
const records = (page: Page, since: number) =>
  page.evaluate<PerfRecord[]>(`window.__perf.filter((r) => r.start >= ${since})`);

/** Lets the page reach two more frames and its event entries arrive (they are reported after the next paint). */
const settle = (page: Page, extraMs = 300) =>
  page
    .evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())))')
    .then(() => page.waitForTimeout(extraMs));

const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`).first();

/** Waits for the markets list to show live prices: connected, and a price has moved since it rendered. */
async function waitForLivePrices(page: Page) {
  await byTestId(page, 'quote-list').waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    `document.querySelector('[data-testid="live-status"]')?.getAttribute('data-status') === 'open'`,
    undefined,
    { timeout: 60_000 },
  );
  await page.evaluate(
    `window.__prices = [...document.querySelectorAll('[data-testid="quote-list"] [data-testid="quote-price"]')].map((e) => e.textContent).join('|')`,
  );
  await page.waitForFunction(
    `[...document.querySelectorAll('[data-testid="quote-list"] [data-testid="quote-price"]')].map((e) => e.textContent).join('|') !== window.__prices`,
    undefined,
    { timeout: 60_000, polling: 100 },
  );
}

function longTaskSummary(recs: PerfRecord[]) {
  const tasks = recs.filter((r) => r.kind === 'longtask');
  return {
    long_tasks: tasks.length,
    total_blocking_ms: ms(tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0)),
    longest_task_ms: ms(Math.max(0, ...tasks.map((t) => t.duration))),
    long_task_ms: tasks.map((t) => ms(t.duration)),
  };
}

/** The latency of the one interaction in `recs` (longest event entry of the latest interaction id). */
function interactionLatency(recs: PerfRecord[]): number | null {
  const events = recs.filter((r) => r.kind === 'event');
  if (events.length === 0) return null;
  const byId = new Map<number, number>();
  for (const e of events) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
  return Math.max(...byId.values());
}

function latencySummary(samples: (number | null)[]) {
  // an interaction without an entry took under the 16 ms reporting threshold
  const xs = samples.map((s) => s ?? 16).sort((a, b) => a - b);
  return {
    max_ms: ms(xs.at(-1) ?? 0),
    p98_ms: ms(quantile(xs, 0.98)),
    p50_ms: ms(quantile(xs, 0.5)),
    samples_ms: xs,
  };
}

/** Self time per function over a CPU profile, the largest first (with the share of the window it took). */
function profileSummary(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}) {
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++)
    self.set(samples[i]!, (self.get(samples[i]!) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0));
  const byFn = new Map<string, number>();
  for (const n of profile.nodes) {
    const t = self.get(n.id);
    if (!t) continue;
    const file = n.callFrame.url.split('/').pop() ?? '';
    const key = `${n.callFrame.functionName || '(anonymous)'} ${file}${file ? `:${n.callFrame.lineNumber + 1}` : ''}`;
    byFn.set(key, (byFn.get(key) ?? 0) + t);
  }
  const total = (profile.endTime - profile.startTime) / 1000;
  const idle = byFn.get('(idle) ') ?? 0;
  return {
    window_ms: ms(total),
    busy_ms: ms((total * 1000 - idle) / 1000),
    top_self_ms: [...byFn.entries()]
      .filter(([k]) => k !== '(idle) ')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([fn, t]) => ({ fn, ms: ms(t / 1000) })),
  };
}

async function tickWindow(page: Page, cdp: CDPSession | null) {
  const t0 = await now(page);
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  await page.waitForTimeout(WINDOW_MS);
  const profile = cdp ? (await cdp.send('Profiler.stop')).profile : null;
  if (cdp) await cdp.send('Profiler.disable');
  return {
    ...longTaskSummary(await records(page, t0)),
    ...(profile ? { profile: profileSummary(profile) } : {}),
  };
}

/** Taps `testId`, waits for `ready` to show, and returns the interaction's latency. */
async function tap(page: Page, testId: string, ready: string): Promise<number | null> {
  const t0 = await now(page);
  await byTestId(page, testId).click();
  await byTestId(page, ready).waitFor({ timeout: 30_000 });
  await settle(page);
  return interactionLatency(await records(page, t0));
}

async function measureBuild(dist: string) {
  await fs.rm(served, { recursive: true, force: true });
  await fs.cp(dist, served, { recursive: true });
  const profile = await fs.mkdtemp(path.join(tmp, 'profile-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: values.chromium,
    viewport: { width: 390, height: 844 },
    // the app's CSP forbids eval, which the bench's page probes are
    bypassCSP: true,
    args: CHROMIUM_ARGS,
  });
  try {
    await context.addInitScript(INSTALL_OBSERVERS);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await page.goto(base + PAGES.markets.hash);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await waitForLivePrices(page);
    await page.waitForTimeout(3_000); // the chunks and prefetches after the first load are not the steady state

    const ticks: Record<string, unknown> = {};
    ticks.markets = await tickWindow(page, cdp);
    for (const name of ['home', 'trade'] as PageName[]) {
      await byTestId(page, PAGES[name].tab).click();
      await byTestId(page, PAGES[name].ready).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(2_000); // its first load and first ticks are not the steady state
      ticks[name] = await tickWindow(page, null);
    }

    // from the trade tab: home → markets → trade → markets, every round
    const tabs: Record<string, (number | null)[]> = {
      'tab home': [],
      'tab markets (from home)': [],
      'tab trade': [],
      'tab markets (from trade)': [],
    };
    for (let r = 0; r < ROUNDS; r++) {
      tabs['tab home']!.push(await tap(page, PAGES.home.tab, PAGES.home.ready));
      tabs['tab markets (from home)']!.push(await tap(page, PAGES.markets.tab, PAGES.markets.ready));
      tabs['tab trade']!.push(await tap(page, PAGES.trade.tab, PAGES.trade.ready));
      tabs['tab markets (from trade)']!.push(await tap(page, PAGES.markets.tab, PAGES.markets.ready));
      await page.waitForTimeout(1_000); // ticks arrive between taps as they would between a person's taps
    }
    const rows: (number | null)[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const row = page.locator('[data-testid="quote-list"] .quote-row').nth(r * 2 + 1);
      const t0 = await now(page);
      await row.click();
      await byTestId(page, 'pair-page').waitFor({ timeout: 30_000 });
      await settle(page);
      rows.push(interactionLatency(await records(page, t0)));
      await page.goBack();
      await byTestId(page, 'quote-list').waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1_000);
    }
    const interactions = {
      ...Object.fromEntries(Object.entries(tabs).map(([k, v]) => [k, latencySummary(v)])),
      'pair row (markets → pair page)': latencySummary(rows),
    };
    return { ticks, interactions };
  } finally {
    await context.close();
  }
}

function met(result: Awaited<ReturnType<typeof measureBuild>>) {
  const inps = Object.values(result.interactions).map((i) => i.max_ms);
  const tasks = Object.values(result.ticks as Record<string, { long_tasks: number }>).map(
    (t) => t.long_tasks,
  );
  return {
    inp: Math.max(...inps) <= GOALS.inp_ms,
    no_long_tasks_during_ticks: tasks.every((n) => n <= GOALS.long_tasks_during_ticks),
  };
}

let app: ChildProcess | undefined;
try {
  await fs.mkdir(served);
  app = await startServedApp({ port: appPort, dataDir: path.join(tmp, 'data'), webDist: served });

  const subject = await measureBuild(values.dist);
  const baseline = values.baseline ? await measureBuild(values.baseline) : undefined;
  const doc = JSON.stringify(
    {
      benchmark: 'interaction',
      machine: machine(),
      settings: {
        chromium: `${values.chromium} headless, 390×844, CPU slowdown ${SLOWDOWN}× (CDP)`,
        tick_window_ms: WINDOW_MS,
        rounds: ROUNDS,
        latency: "longest 'event' entry per interactionId (INP's definition of one interaction), 16 ms floor",
        long_task: "'longtask' entries (> 50 ms on the slowed CPU); blocking = the part beyond 50 ms",
        goals: GOALS,
      },
      subject: { dist: path.relative(ROOT, values.dist) || values.dist, ...subject, goals_met: met(subject) },
      ...(baseline ? { baseline: { dist: values.baseline, ...baseline, goals_met: met(baseline) } } : {}),
    },
    null,
    2,
  );
  console.log(doc);
  if (values.out) {
    await fs.mkdir(path.dirname(values.out), { recursive: true });
    await fs.writeFile(values.out, doc + '\n');
  }
} finally {
  if (app) await stopProcess(app);
  await fs.rm(tmp, { recursive: true, force: true });
}

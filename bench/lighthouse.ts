/**
 * A Lighthouse mobile run (default mobile emulation and simulated throttling) of the H5 app's
 * home, market and trade tab, served by the app as `npm start` runs it (embedded PostgreSQL, simulated market);
 * Debian's chromium, headless. Per page: performance score, LCP, CLS, TBT, the JS it transferred, and the
 * first-route JS in KB gzip computed from the built files (bench/lib/first-route.ts).
 *
 * The baseline is measured in the same run, by the same server: `--baseline <dir>` is a build of the web app
 * from before (no.br/.gz siblings, so it goes out uncompressed, as it did). The served folder holds
 * one build, then the other (@fastify/static reads files per request). Prints one JSON document.
 * Usage: npm run build && npm run bench:lighthouse [-- --baseline /tmp/web-before --dist apps/web/dist --runs 1]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import { routeJs } from './lib/first-route';
import { machine } from './lib/machine';
import { ROOT, stopProcess, waitForHttp } from './lib/processes';
import { freePort, startServedApp } from './lib/served-app';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(ROOT, 'apps/web/dist') },
    console: { type: 'string', default: path.join(ROOT, 'apps/console/dist') },
    baseline: { type: 'string' },
    runs: { type: 'string', default: '1' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    /** Comma-separated subset of home,market,trade (default: all three). */
    pages: { type: 'string', default: 'home,market,trade' },
    /** A folder for a 390×844 screenshot of each page of each build, taken after its Lighthouse runs. */
    shots: { type: 'string' },
  },
});
const runs = Number(values.runs);
const ALL_PAGES = [
  { name: 'home', hash: '#/', chunk: 'Home' },
  { name: 'market', hash: '#/pages/market/market', chunk: 'Market' },
  { name: 'trade', hash: '#/pages/transaction/index', chunk: 'TradeIndex' },
] as const;
const PAGES = ALL_PAGES.filter((p) => values.pages.split(',').includes(p.name));
const GOALS = { score: 90, lcp_ms: 2500, tbt_ms: 200, cls: 0.02, first_route_js_kb_gzip: 150 };

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-bench-lighthouse-'));
const served = path.join(tmp, 'web');
const appPort = await freePort();
const debugPort = await freePort();

function startChromium(): ChildProcess {
  // its own process group: Debian's /usr/bin/chromium is a wrapper script that starts the browser as a child
  return spawn(
    values.chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${path.join(tmp, 'profile')}`,
      'about:blank',
    ],
    { detached: true, stdio: 'ignore' },
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One Lighthouse run; a lost trace (NO_NAVSTART and the like, on a loaded machine) is run again, twice at most. */
async function lighthouseRun(url: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(process.env.LH_CATEGORIES ? { additionalTraceCategories: process.env.LH_CATEGORIES } : {}),
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // LH_DUMP=<dir> keeps each run's full report, to read its diagnostics (bootup time, long tasks), and its trace
    // (the tasks Lighthouse saw, unthrottled; LH_CATEGORIES=disabled-by-default-v8.cpu_profiler adds JS samples)
    if (process.env.LH_DUMP)
      await fs.writeFile(
        path.join(
          process.env.LH_DUMP,
          `${new URL(url).hash.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`,
        ),
        JSON.stringify(lhr),
      );
    if (process.env.LH_DUMP && (result.artifacts as { Trace?: unknown }).Trace)
      await fs.writeFile(
        path.join(process.env.LH_DUMP, `trace-${Date.now()}.json`),
        JSON.stringify((result.artifacts as { Trace?: unknown }).Trace),
      );
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.error(`${url}: ${lhr.runtimeError.code}, running it again`);
  }
}

async function audit(url: string) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const lhr = await lighthouseRun(url);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = (
      lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined
    )?.items;
    const scripts = (requests ?? []).filter((r) => r.resourceType === 'Script');
    // what moved (Lighthouse 12's layout-shifts audit): the element and its share of the CLS
    const shifts = (
      lhr.audits['layout-shifts']?.details as
        { items?: { score?: number; node?: { snippet?: string; selector?: string } }[] } | undefined
    )?.items;
    // the LCP element (Lighthouse 12's largest-contentful-paint-element audit: a node table, then its phases)
    const lcpTables = (
      lhr.audits['largest-contentful-paint-element']?.details as
        | { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] }
        | undefined
    )?.items;
    const lcpAudit = lhr.audits['largest-contentful-paint-element'];
    const lcpNode =
      lcpTables?.[0]?.items?.[0]?.node?.snippet ??
      `(none: ${lcpAudit?.scoreDisplayMode ?? 'no audit'}${lcpAudit?.errorMessage ? `, ${lcpAudit.errorMessage}` : ''})`;
    const lcpPhases = Object.fromEntries(
      (lcpTables?.[1]?.items ?? []).map((i) => [i.phase ?? '?', Math.round(i.timing ?? 0)]),
    );
    samples.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp_ms: Math.round(num('largest-contentful-paint')),
      fcp_ms: Math.round(num('first-contentful-paint')),
      cls: Number(num('cumulative-layout-shift').toFixed(3)),
      tbt_ms: Math.round(num('total-blocking-time')),
      js_transferred_kb:
        Math.round(scripts.reduce((s, r) => s + Number(r.transferSize ?? 0), 0) / 102.4) / 10,
      js_requests: scripts.length,
      lcp_element: lcpNode.slice(0, 160),
      lcp_phases_ms: lcpPhases,
      layout_shifts: (shifts ?? []).slice(0, 3).map((i) => ({
        score: Number((i.score ?? 0).toFixed(3)),
        element: (i.node?.snippet ?? i.node?.selector ?? '').slice(0, 120),
      })),
    });
  }
  // the run with the median score (its figures belong together), and each figure's own median over the runs
  const m = median(samples.map((s) => s.score));
  return {
    ...samples.find((s) => s.score === m)!,
    medians: {
      score: m,
      lcp_ms: median(samples.map((s) => s.lcp_ms)),
      tbt_ms: median(samples.map((s) => s.tbt_ms)),
      cls: median(samples.map((s) => s.cls)),
    },
    runs: samples.length,
    scores: samples.map((s) => s.score),
    lcps_ms: samples.map((s) => s.lcp_ms),
    tbts_ms: samples.map((s) => s.tbt_ms),
  };
}

/** The page as a phone shows it once settled, in the same browser (a fresh context: no cache, no service worker). */
async function screenshot(url: string, file: string): Promise<void> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    await page.screenshot({ path: file });
    await context.close();
  } finally {
    await browser.close();
  }
}

async function measureBuild(dist: string, label: 'subject' | 'baseline') {
  await fs.rm(served, { recursive: true, force: true });
  await fs.cp(dist, served, { recursive: true });
  const pages = [];
  for (const page of PAGES) {
    const js = routeJs(served, page.chunk);
    const lh = await audit(`http://127.0.0.1:${appPort}/h5/${page.hash}`);
    if (values.shots) {
      await fs.mkdir(values.shots, { recursive: true });
      await screenshot(
        `http://127.0.0.1:${appPort}/h5/${page.hash}`,
        path.join(values.shots, `${page.name}-${label}.png`),
      );
    }
    pages.push({
      page: page.name,
      url: `/h5/${page.hash}`,
      ...lh,
      first_route_js: { files: js.files, kb_gzip: js.gzip_kb, kb_brotli: js.brotli_kb, kb_raw: js.raw_kb },
    });
  }
  return pages;
}

function met(pages: Awaited<ReturnType<typeof measureBuild>>) {
  return Object.fromEntries(
    pages.map((p) => [
      p.page,
      {
        // each figure's median over the runs, not only the median-score run's
        score: p.medians.score >= GOALS.score,
        lcp: p.medians.lcp_ms <= GOALS.lcp_ms,
        tbt: p.medians.tbt_ms <= GOALS.tbt_ms,
        cls: p.medians.cls <= GOALS.cls,
        first_route_js: p.first_route_js.kb_gzip <= GOALS.first_route_js_kb_gzip,
      },
    ]),
  );
}

let app: ChildProcess | undefined;
let chromium: ChildProcess | undefined;
try {
  await fs.mkdir(served);
  app = await startServedApp({
    port: appPort,
    dataDir: path.join(tmp, 'data'),
    webDist: served,
    env: { CONSOLE_DIST: values.console },
  });
  chromium = startChromium();
  // a missing browser is an 'error' event: fail through `finally` (which stops the app) instead of crashing past it
  const noBrowser = new Promise<never>((_, reject) =>
    chromium!.once('error', (e) => reject(new Error(`${values.chromium}: ${e.message}`))),
  );
  await Promise.race([waitForHttp(`http://127.0.0.1:${debugPort}/json/version`, 30_000), noBrowser]);

  const subject = await measureBuild(values.dist, 'subject');
  const baseline = values.baseline ? await measureBuild(values.baseline, 'baseline') : undefined;
  // the console's build may be absent (a web-only build): its figure is then null
  const consoleJs = existsSync(path.join(values.console, 'index.html'))
    ? routeJs(values.console, null)
    : null;
  console.log(
    JSON.stringify(
      {
        benchmark: 'lighthouse',
        machine: machine(),
        settings: {
          lighthouse: 'mobile preset, simulated throttling (Lighthouse defaults), performance category',
          chromium: `${values.chromium} --headless --no-sandbox --disable-gpu`,
          runs_per_page: runs,
          language: 'en',
          goals: GOALS,
        },
        subject: {
          dist: path.relative(ROOT, values.dist) || values.dist,
          pages: subject,
          goals_met: met(subject),
        },
        ...(baseline ? { baseline: { dist: values.baseline, pages: baseline } } : {}),
        console_first_route_js: consoleJs && {
          files: consoleJs.files,
          kb_gzip: consoleJs.gzip_kb,
          kb_raw: consoleJs.raw_kb,
        },
      },
      null,
      2,
    ),
  );
} finally {
  if (chromium?.pid) {
    try {
      process.kill(-chromium.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (app) await stopProcess(app);
  await fs.rm(tmp, { recursive: true, force: true });
}

/**
 * What the main thread does while a tab page opens: a Chromium trace of one cold load at 4× CPU slowdown (as
 * Lighthouse's mobile preset simulates), served by the app as `npm start` runs it. Prints one JSON document: the
 * paints (FCP, LCP and its element's size), the main thread's time compiling functions at their first call, then
 * every task over 50 ms at that slowdown with what ran in it (the trace's events, its compile time and, from the
 * sampled profile, the functions that took the most time). Build the web app
 * unminified to read function names: `cd apps/web && npx vite build --minify false --outDir /tmp/web-unmin`.
 * Usage: npm run -s bench:first-screen-trace -- --dist /tmp/web-unmin [--page home|market|trade] [--slowdown 4]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './lib/chromium-args';
import { ROOT, stopProcess } from './lib/processes';
import { freePort, startServedApp } from './lib/served-app';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(ROOT, 'apps/web/dist') },
    page: { type: 'string', default: 'home' },
    slowdown: { type: 'string', default: '4' },
    /** how long to record after navigation starts */
    ms: { type: 'string', default: '9000' },
  },
});
const HASH: Record<string, string> = {
  home: '#/',
  market: '#/pages/market/market',
  trade: '#/pages/transaction/index',
};

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-trace-'));
const port = await freePort();
const app = await startServedApp({ port, dataDir: path.join(tmp, 'data'), webDist: values.dist });
const context = await chromium.launchPersistentContext(path.join(tmp, 'profile'), {
  executablePath: '/usr/bin/chromium',
  viewport: { width: 390, height: 844 },
  args: CHROMIUM_ARGS,
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.slowdown) });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.compile',
        'disabled-by-default-v8.cpu_profiler',
        'loading',
        'blink.user_timing',
      ],
    },
  });
  await page.goto(`http://127.0.0.1:${port}/h5/${HASH[values.page] ?? values.page}`);
  await page.waitForTimeout(Number(values.ms));
  await cdp.send('Tracing.end');
  await done;
  console.log(JSON.stringify(analyse(events), null, 1));
} finally {
  await context.close();
  await stopProcess(app);
  await fs.rm(tmp, { recursive: true, force: true });
}

function analyse(events: TraceEvent[]) {
  const start =
    events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')?.ts ?? 0;
  const rel = (ts: number) => Math.round((ts - start) / 1000);
  // the page's main thread: the renderer main thread that ran the most (about:blank had one of its own)
  const busy = new Map<string, number>();
  const mains = new Set(
    events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  for (const e of events)
    if (e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`))
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const thread = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const main = events.filter((e) => `${e.pid}:${e.tid}` === thread);
  const paints = events
    .filter((e) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name))
    .map((e) => ({
      name: e.name,
      at_ms: rel(e.ts),
      size: (e.args?.data as { size?: number } | undefined)?.size,
    }));

  // the sampled profile: node id → frame, and each sample's time
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  for (const e of events.filter(
    (x) => (x.name === 'Profile' || x.name === 'ProfileChunk') && `${x.pid}` === thread?.split(':')[0],
  )) {
    if (e.name === 'Profile') clock = Number((e.args?.data as { startTime?: number }).startTime);
    const data = e.args?.data as
      { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node: id });
    });
  }
  const frame = (id: number) => {
    const f = nodes.get(id)?.callFrame;
    if (!f) return '?';
    return `${f.functionName || '(anon)'} ${(f.url ?? '').replace(/.*\//, '')}:${f.lineNumber + 1}`;
  };

  // V8 compiling a function on the main thread at its first call (code without compile hints: build/compileHints.ts)
  const compiles = main.filter((e) => e.ph === 'X' && e.name === 'V8.CompileCode');
  const compileUsBetween = (from: number, to: number) =>
    compiles.filter((e) => e.ts >= from && e.ts < to).reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const tasks = main
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000)
    .map((t) => {
      const end = t.ts + (t.dur ?? 0);
      const inside = main.filter(
        (e) => e.ph === 'X' && e !== t && e.ts >= t.ts && e.ts < end && (e.dur ?? 0) > 5_000,
      );
      const kinds = new Map<string, number>();
      for (const e of inside) {
        const data = e.args?.data as { url?: string; functionName?: string; type?: string } | undefined;
        const what = `${e.name}${data?.type ? ` ${data.type}` : ''}${data?.url ? ` ${data.url.replace(/.*\//, '')}` : ''}${data?.functionName ? ` ${data.functionName}` : ''}`;
        kinds.set(what, Math.max(kinds.get(what) ?? 0, Math.round((e.dur ?? 0) / 1000)));
      }
      const self = new Map<string, number>();
      const total = new Map<string, number>();
      for (const s of samples) {
        if (s.ts < t.ts || s.ts >= end) continue;
        self.set(frame(s.node), (self.get(frame(s.node)) ?? 0) + 1);
        // every function on the sample's stack, once: where the task's time went, callers included
        const onStack = new Set<string>();
        for (let id: number | undefined = s.node; id !== undefined; id = nodes.get(id)?.parent)
          onStack.add(frame(id));
        for (const f of onStack) total.set(f, (total.get(f) ?? 0) + 1);
      }
      return {
        at_ms: rel(t.ts),
        ms: Math.round((t.dur ?? 0) / 1000),
        compile_ms: Math.round(compileUsBetween(t.ts, end) / 1000),
        events: [...kinds]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([k, v]) => `${v} ${k}`),
        top_self_samples: [...self]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 10)
          .map(([k, v]) => `${v} ${k}`),
        top_total_samples: [...total]
          .filter(([k]) => !/^\((root|program|idle)\)/.test(k))
          .sort((a, b) => b[1] - a[1])
          .slice(0, 25)
          .map(([k, v]) => `${v} ${k}`),
      };
    });
  const blocking = tasks.reduce((s, t) => s + Math.max(0, t.ms - 50), 0);
  return {
    page: values.page,
    slowdown: Number(values.slowdown),
    paints,
    blocking_ms_all_tasks: blocking,
    compile_ms_main_thread: Math.round(compileUsBetween(-Infinity, Infinity) / 1000),
    tasks,
  };
}

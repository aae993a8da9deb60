#!/usr/bin/env node
/**
 * The one test command (`npm test`), as tiers run side by side where the machine allows:
 *   typecheck · lint · build, then e2e (browser journeys on the built app, one shared server) beside
 *   unit (contract, server-unit, web, console; no database) and server-int (real PostgreSQL).
 * At most TEST_JOBS tiers (default 2) run at once; a tier starts when the ones it needs have ended. Each
 * tier's output is printed whole when it ends (so parallel tiers do not interleave), then a table of the
 * time per tier, then `N passed, N failed` totalled over every tier as the LAST line (typecheck, lint and
 * build count as one test each; a tier that fails without a failing test counts as one failure), with the
 * failed tests named just above the table.
 * Fails if any tier failed or if the browser journeys did not run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.test-results');
const jobs = Math.max(1, Number(process.env.TEST_JOBS) || 2);

/** Unit tests must not need a database: they run without DATABASE_URL and nothing starts one for them. */
const { DATABASE_URL: _db, ...noDatabaseEnv } = process.env;

const vitest = (name, projects) => [
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(outDir, `${name}.json`)}`,
  ],
];

/**
 * In priority order: the scheduler starts the first ready tier whenever a slot is free. typecheck and lint go
 * first; the browser journeys (the longest tier, ~20 min) start as soon as the build exists, and the unit and
 * integration tiers run beside them in the other slot. server-int (price ages, shutdown timers) waits for
 * typecheck and lint: run beside tsc and eslint on 2 cores, some integration tests missed their deadlines.
 */
const tiers = [
  { name: 'typecheck', run: ['npm', ['run', 'typecheck']] },
  { name: 'lint', run: ['npm', ['run', 'lint']] },
  { name: 'build', run: ['npm', ['run', 'build']] },
  { name: 'e2e', run: vitest('e2e', ['e2e']), needs: ['build'], report: true },
  {
    name: 'unit',
    run: vitest('unit', ['contract', 'server-unit', 'web', 'console']),
    env: noDatabaseEnv,
    report: true,
  },
  {
    name: 'server-int',
    run: vitest('server-int', ['server-int']),
    needs: ['typecheck', 'lint'],
    report: true,
  },
];

const t0 = Date.now();
const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
};

function runTier(tier) {
  const [command, args] = tier.run;
  const log = path.join(outDir, `${tier.name}.log`);
  if (tier.report) fs.rmSync(path.join(outDir, `${tier.name}.json`), { force: true });
  const fd = fs.openSync(log, 'w');
  tier.start = Date.now();
  console.log(`▶ ${clock(tier.start - t0)} ${tier.name}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', fd, fd],
      env: tier.env ?? process.env,
    });
    let ended = false;
    const finish = (status) => {
      if (ended) return;
      ended = true;
      fs.closeSync(fd);
      tier.end = Date.now();
      tier.ok = status === 0;
      console.log(
        `\n■ ${tier.name}: ${tier.ok ? 'ok' : `FAILED (${status})`} in ${clock(tier.end - tier.start)}`,
      );
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      resolve();
    };
    child.on('error', (e) => (fs.writeSync(fd, `${e.message}\n`), finish(-1)));
    child.on('exit', (code, signal) => finish(code ?? signal));
  });
}

const firstLine = (text) => (text ?? '').split('\n').find((l) => l.trim() !== '') ?? '(no message)';

/** Passed and failed tests of one vitest JSON report; a file failing outside its tests counts as one. */
function countReport(tier) {
  const file = path.join(outDir, `${tier.name}.json`);
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, missing: true };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  let passed = 0;
  let failed = 0;
  const names = [];
  for (const f of report.testResults) {
    const file = path.relative(root, f.name);
    let fileFailed = 0;
    for (const t of f.assertionResults) {
      if (t.status === 'passed') passed++;
      else {
        fileFailed++;
        names.push(`${file} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      }
    }
    if (fileFailed === 0 && f.status === 'failed') {
      fileFailed = 1;
      names.push(`${file}: ${firstLine(f.message)}`);
    }
    failed += fileFailed;
  }
  return { passed, failed, names, missing: false };
}

async function schedule() {
  fs.mkdirSync(outDir, { recursive: true });
  const pending = [...tiers];
  const running = new Set();
  const done = new Set();
  await new Promise((resolve) => {
    const pump = () => {
      if (pending.length === 0 && running.size === 0) return resolve();
      while (running.size < jobs) {
        const i = pending.findIndex((t) => (t.needs ?? []).every((n) => done.has(n)));
        if (i < 0) break;
        const [tier] = pending.splice(i, 1);
        const p = runTier(tier).then(() => {
          running.delete(p);
          done.add(tier.name);
          pump();
        });
        running.add(p);
      }
    };
    pump();
  });
}

await schedule();

const failures = [];
const failedTests = [];
let passed = 0;
let failed = 0;
const rows = [];
for (const tier of tiers) {
  let p = 0;
  let f = 0;
  if (tier.report) {
    const counted = countReport(tier);
    if (counted.missing) failures.push(`${tier.name}: no test report`);
    p = counted.passed;
    f = counted.failed;
    for (const name of counted.names ?? []) failedTests.push(`${tier.name}: ${name}`);
    // vitest's exit code is not enough: a global teardown can turn a failed run's exit code into 0.
    if (f > 0 || counted.missing) tier.ok = false;
    if (!tier.ok && f === 0) f = 1;
  } else if (tier.ok) p = 1;
  else f = 1;
  if (!tier.ok) failures.push(tier.name);
  passed += p;
  failed += f;
  tier.passed = p;
  rows.push([
    tier.name,
    `+${clock(tier.start - t0)}`,
    clock(tier.end - tier.start),
    String(p),
    String(f),
    tier.ok ? 'ok' : 'FAILED',
  ]);
}
const built = tiers.find((t) => t.name === 'build').ok;
if (built && tiers.find((t) => t.name === 'e2e').passed === 0) failures.push('browser journeys did not run');

// Named again here, next to the totals, because a CI log is often read from its tail only.
if (failedTests.length > 0) {
  console.log('\nFailed tests:');
  for (const name of failedTests.slice(0, 30)) console.log(`  ✗ ${name.slice(0, 300)}`);
  if (failedTests.length > 30) console.log(`  … and ${failedTests.length - 30} more`);
}

const head = ['tier', 'start', 'time', 'passed', 'failed', ''];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r) =>
  r
    .map((c, i) => (i === 0 || i === r.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
    .join('  ')
    .trimEnd();
console.log(`\nTime per tier (${jobs} at once; outputs in .test-results/<tier>.log):`);
console.log(line(head));
for (const r of rows) console.log(line(r));
console.log(`wall time ${clock(Date.now() - t0)}`);
if (failures.length > 0) console.log(`\nFAILED: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);

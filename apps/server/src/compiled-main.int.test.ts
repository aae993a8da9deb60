import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { isStale } from '../../../scripts/build-server.mjs';
import { databaseUrl } from '../test/db-url';
import { admin, TEST_ENV } from '../test/global-setup';
import { bundled } from '../test/server-process';
import { cloneTemplate } from '../test/test-app';
import { freePort } from './platform/db/embedded';

/**
 * `npm start` runs the server as compiled JavaScript (scripts/build-server.mjs, then `node dist/main.js`): the
 * bundle must boot without any TypeScript loader and find what it reads from disk at run time — the drizzle
 * migrations (read at every start, even on a migrated database) and the NFT demo artworks (read by the demo
 * catalogue at start) — from its own place, whatever the working directory. The bundle is the one the global
 * setup built for this run with the same script's buildServer (into a folder of its own beside dist/, so a
 * build or a server using dist/ at the same time is not disturbed); the other process tests run it too.
 */
const name = `meridian_t_${randomBytes(6).toString('hex')}`;
const dataDirs: string[] = [];

afterAll(async () => {
  for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
  await admin(inject('dbAdminUrl'), (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
});

describe('compiled server', () => {
  it('is built to JavaScript, boots with plain node from another directory, answers health, stops on SIGTERM', async () => {
    const main = bundled('main.js');
    await expect(fs.stat(bundled('cli/ops.js'))).resolves.toBeTruthy();
    await expect(fs.stat(bundled('cli/ledger-check.js'))).resolves.toBeTruthy();
    await expect(fs.stat(`${main}.map`)).resolves.toBeTruthy();

    await cloneTemplate(inject('dbAdminUrl'), inject('dbTemplate'), name);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-compiled-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const child = spawn(process.execPath, ['--enable-source-maps', main], {
      cwd: dataDir,
      env: {
        ...process.env,
        ...TEST_ENV,
        NODE_OPTIONS: '',
        LOG_LEVEL: 'info',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl(inject('dbAdminUrl'), name),
        REDIS_URL: '',
        MARKET_MAKER: 'off',
        DEMO_CONTENT: 'on',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let gone = false;
    void exited.then(() => (gone = true));

    let health: unknown;
    // The demo catalogue is created in the background after start: wait for its outcome too.
    const catalogueDone = () => /nft: demo catalogue (created|could not be created)/.test(log);
    for (let i = 0; i < 240 && !gone && (health === undefined || !catalogueDone()); i++) {
      health ??= await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.json(),
        () => undefined,
      );
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(health, log.slice(-4000)).toMatchObject({ type: 'ok', message: { status: 'ok', db: 'ok' } });
    expect(log).toContain('nft: demo catalogue created');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(log).toContain('shutting down');
  }, 90_000);

  it('knows when a bundle no longer matches the sources (`npm run ops` rebuilds then)', async () => {
    // Copies of this run's build record, the sources untouched (and the run's own bundle not asked: in a
    // shared checkout someone may well have saved a source since it was built).
    const fresh = inject('serverBundle');
    const record = JSON.parse(await fs.readFile(path.join(fresh, 'build-inputs.json'), 'utf8')) as {
      startedAt: number;
      entries: string[];
      inputs: string[];
    };
    expect(record.inputs).toContain('apps/server/src/main.ts');
    expect(record.inputs).toContain('packages/contract/src/index.ts');
    const copy = path.join(path.dirname(fresh), `.dist-test-stale-${randomBytes(4).toString('hex')}`);
    dataDirs.push(copy);
    await fs.mkdir(copy);
    const staleWith = async (changed: Partial<typeof record>) => {
      await fs.writeFile(path.join(copy, 'build-inputs.json'), JSON.stringify({ ...record, ...changed }));
      return isStale(copy);
    };
    const later = Date.now() + 86_400_000;
    expect(await staleWith({ startedAt: later }), 'nothing changed since').toBe(false);
    expect(await staleWith({ startedAt: 0 }), 'a source changed since the build').toBe(true);
    const gone = [...record.inputs, 'apps/server/src/gone.ts'];
    expect(await staleWith({ startedAt: later, inputs: gone }), 'an input gone').toBe(true);
    const fewer = record.entries.slice(1);
    expect(await staleWith({ startedAt: later, entries: fewer }), 'a command added').toBe(true);
    expect(isStale(path.join(copy, 'never-built'))).toBe(true);
  });
});

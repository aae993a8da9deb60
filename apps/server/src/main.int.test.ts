import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../test/db-url';
import { admin, TEST_ENV } from '../test/global-setup';
import { nodeArgs } from '../test/server-process';
import { cloneTemplate } from '../test/test-app';
import { freePort } from './platform/db/embedded';

const name = `meridian_t_${randomBytes(6).toString('hex')}`;
afterAll(() => admin(inject('dbAdminUrl'), (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));

describe('main', () => {
  it('boots the server, answers health, and shuts down cleanly on SIGTERM', async () => {
    await cloneTemplate(inject('dbAdminUrl'), inject('dbTemplate'), name);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-main-'));
    const port = await freePort();
    const child = spawn(process.execPath, nodeArgs('main.js'), {
      env: {
        ...process.env,
        ...TEST_ENV,
        LOG_LEVEL: 'info',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl(inject('dbAdminUrl'), name),
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    let health: unknown;
    for (let i = 0; i < 120 && health === undefined; i++) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.json(),
        () => undefined,
      );
      if (health === undefined) await new Promise((r) => setTimeout(r, 250));
    }
    expect(health).toMatchObject({ type: 'ok', message: { status: 'ok', db: 'ok' } });
    const web = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
    expect(web.status).toBe(302);
    expect(web.headers.get('location')).toBe('/h5/');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(log).toContain('shutting down');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 90_000);
});

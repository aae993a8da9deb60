import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode } from '../../../test/api';
import {
  nodeArgs,
  serverEnv,
  spawnServer,
  waitHealthy,
  type ServerProcess,
} from '../../../test/server-process';
import { startEmbeddedPostgres } from './embedded';

/**
 * Restart after a crash: real server processes on the embedded PostgreSQL (no DATABASE_URL).
 * `kill -9` of the node process leaves its postgres running, orphaned, on the data directory; the next start
 * must recover by itself, keep everything committed, and any start-up failure must be logged with its cause.
 */
const children = new Set<ChildProcess>();
let root: string;
let pgDir: string;
let dataDir: string;

/** The environment of the servers and the ops command: the embedded PostgreSQL (no DATABASE_URL). */
const env = (extra: Record<string, string>) => serverEnv({ dataDir: root, env: extra });

/** A server process on the embedded PostgreSQL, killed in afterAll if a test leaves it running. */
async function boot(): Promise<ServerProcess> {
  const server = await spawnServer({ dataDir: root, logLimit: 40_000 });
  children.add(server.child);
  void server.exited.then(() => children.delete(server.child));
  return server;
}

async function api(
  s: ServerProcess,
  url: string,
  body: Record<string, unknown>,
): Promise<{ type: string; message: unknown }> {
  const res = await fetch(`${s.base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { type: string; message: unknown };
}

/** The postmaster named by postmaster.pid, while it is alive and a postgres of our data directory. */
async function livePostmaster(): Promise<number | undefined> {
  const pid = Number(
    (await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0],
  );
  if (!(pid > 0)) return undefined;
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const zombie = /\) [ZX] /.test(stat);
  return cmdline.includes(pgDir) && !zombie ? pid : undefined;
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-restart-'));
  pgDir = path.join(root, 'pg', 'data');
  dataDir = root;
  // initdb once, so each test below starts from an initialised, stopped cluster
  await (await startEmbeddedPostgres(path.join(root, 'pg'))).stop();
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  // a postgres left on our data directory by a failed test (postmaster.pid may be overwritten: scan /proc)
  const leftovers = async () => {
    const pids = (await fs.readdir('/proc')).filter((p) => /^\d+$/.test(p)).map(Number);
    const found: number[] = [];
    for (const pid of pids) {
      const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      if (cmdline.includes(`-D\0${pgDir}\0`) && !/\) [ZX] /.test(stat)) found.push(pid);
    }
    return found;
  };
  for (const pid of await leftovers()) process.kill(pid, 'SIGQUIT');
  for (let i = 0; i < 100 && (await leftovers()).length > 0; i++)
    await new Promise((r) => setTimeout(r, 100));
  await fs.rm(root, { recursive: true, force: true });
}, 30_000);

describe('embedded PostgreSQL: restart after kill -9', () => {
  it('starts again on the same data directory after kill -9 of the server, with nothing committed lost', async () => {
    const first = await boot();
    await waitHealthy(first, 60_000);
    const email = `crash-${Date.now()}@meridian.test`;
    const password = 'crash-pass-1';
    expect((await api(first, '/sms_mail', { user_string: email, scene: 'register' })).type).toBe('ok');
    const code = await lastCode(dataDir, email, 'register');
    const registered = await api(first, '/user/register', {
      user_string: email,
      code,
      password,
      re_password: password,
    });
    expect(registered.type).toBe('ok');

    first.child.kill('SIGKILL');
    await first.exited;
    const orphan = await livePostmaster();
    expect(orphan, 'postgres outlives the killed server').toBeDefined();

    const second = await boot();
    await waitHealthy(second, 60_000);
    expect(await livePostmaster()).not.toBe(orphan);
    const login = await api(second, '/user/login', { user_string: email, password });
    expect(login).toMatchObject({ type: 'ok', message: expect.any(String) as string });

    // the ops command attaches to the running server's embedded PostgreSQL
    const opsEmail = `crash-ops-${Date.now()}@meridian.test`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      nodeArgs('cli/ops.js', 'create-operator', '--email', opsEmail, '--password', 'ops-pass-123'),
      { env: env({ LOG_LEVEL: 'silent' }) },
    );
    expect(JSON.parse(stdout)).toMatchObject({ operator: { email: opsEmail } });
    expect((await api(second, '/ops/login', { email: opsEmail, password: 'ops-pass-123' })).type).toBe('ok');

    second.child.kill('SIGTERM');
    // (the server's log tells why, should a clean stop ever fail: CI once saw exit 1 here under load)
    expect(await second.exited, second.log()).toBe(0);
    expect(await livePostmaster()).toBeUndefined();
  }, 120_000);

  it('logs a start-up failure with its real cause at error level', async () => {
    const conf = path.join(pgDir, 'postgresql.conf');
    const original = await fs.readFile(conf, 'utf8');
    await fs.appendFile(conf, '\nmeridian_no_such_setting = 1\n');
    try {
      const s = await boot();
      expect(await s.exited).toBe(1);
      const failure = s
        .log()
        .split('\n')
        .find((l) => l.includes('"level":50'));
      expect(failure, s.log()).toBeDefined();
      expect(failure).toMatch(/start-up failed: .*unrecognized configuration parameter/);
      expect(await livePostmaster()).toBeUndefined();
    } finally {
      await fs.writeFile(conf, original);
    }
  }, 60_000);

  it('starts when postmaster.pid is stale: its pid is dead, or reused by another program', async () => {
    // another program of the user PostgreSQL runs as (PostgreSQL itself ignores processes it may not signal)
    const asRoot = process.getuid?.() === 0;
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    const unrelated = spawn('sleep', ['60'], asRoot ? { uid: id('-u'), gid: id('-g') } : {});
    children.add(unrelated);
    try {
      for (const pid of [unrelated.pid!, 2 ** 22 + 1]) {
        const lock = [pid, pgDir, '1700000000', '54321', '/tmp', '127.0.0.1', '  1234  5', 'ready', ''];
        await fs.writeFile(path.join(pgDir, 'postmaster.pid'), lock.join('\n'));
        const server = await startEmbeddedPostgres(path.join(root, 'pg'));
        await server.stop();
      }
      expect(unrelated.exitCode).toBeNull();
    } finally {
      unrelated.kill('SIGKILL');
    }
  }, 60_000);

  it('refuses, without touching it, a postgres on the data directory whose starter still runs', async () => {
    const running = await startEmbeddedPostgres(path.join(root, 'pg'));
    try {
      const pid = await livePostmaster();
      const refused: unknown = await startEmbeddedPostgres(path.join(root, 'pg')).then(
        (second) => second.stop().then(() => 'started twice'),
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(Error);
      expect((refused as Error).message).toMatch(/in use by process \d+/);
      expect(await livePostmaster()).toBe(pid);
    } finally {
      await running.stop();
    }
  }, 60_000);
});

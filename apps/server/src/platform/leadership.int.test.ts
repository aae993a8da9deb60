import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { Leadership, leadershipKey, type LeadershipOptions, type StepDownReason } from './leadership';

/**
 * The leadership helper on the test PostgreSQL: each test uses its own role name (so its own lock key), with
 * short periods (check 100 ms, retry 200 ms, timeout 500 ms) to stay fast.
 */
const FAST = { checkMs: 100, retryMs: 200, timeoutMs: 500 };
const url = () => inject('dbAdminUrl');
const pools: pg.Pool[] = [];
const roles: Leadership[] = [];
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeAll(() => {
  process.on('unhandledRejection', onRejection);
});
afterEach(async () => {
  for (const r of roles.splice(0)) await r.stop();
  expect(rejections).toEqual([]);
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await Promise.all(pools.map((p) => p.end()));
});

function pool(connectionString = url()): pg.Pool {
  const p = new pg.Pool({ connectionString, max: 3 });
  p.on('error', () => undefined);
  pools.push(p);
  return p;
}

interface Candidate {
  role: Leadership;
  leads: number;
  stepDowns: StepDownReason[];
  logs: string[];
}

function candidate(p: pg.Pool, name: string, extra: Partial<LeadershipOptions> = {}): Candidate {
  const c: Candidate = { leads: 0, stepDowns: [], logs: [], role: undefined as unknown as Leadership };
  const note = (_obj: unknown, msg?: string) => void c.logs.push(msg ?? '');
  c.role = new Leadership(p, {
    name,
    log: { info: note, warn: note, error: note },
    onLead: () => Promise.resolve(void c.leads++),
    onStepDown: (reason) => Promise.resolve(void c.stepDowns.push(reason)),
    ...FAST,
    ...extra,
  });
  roles.push(c.role);
  return c;
}

const roleName = () => `test-${randomBytes(6).toString('hex')}`;

/** Backends holding a role's lock. */
async function holders(p: pg.Pool, name: string): Promise<number[]> {
  const [space, key] = leadershipKey(name);
  const r = await p.query<{ pid: number }>(
    `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = $1::oid AND objid = $2::oid
       AND objsubid = 2 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [space, key],
  );
  return r.rows.map((x) => x.pid);
}

describe('leadership', () => {
  it('two candidates on one database: exactly one leads, the other follows', async () => {
    const name = roleName();
    const a = candidate(pool(), name);
    const b = candidate(pool(), name);
    a.role.start();
    b.role.start();
    const led = [await a.role.settled(), await b.role.settled()];
    expect(led.filter(Boolean)).toHaveLength(1);
    expect(a.leads + b.leads).toBe(1);
    expect(await b.role.tryLead()).toBe(led[1]);
    expect(await holders(pools[0]!, name)).toHaveLength(1);
    expect((led[0] ? b : a).logs).toContain('another node leads; following');
  });

  it('a leader whose lock backend is terminated steps down; the other takes over within seconds', async () => {
    const name = roleName();
    const p = pool();
    const a = candidate(p, name);
    const b = candidate(pool(), name);
    expect(await a.role.tryLead()).toBe(true);
    b.role.start();
    expect(await b.role.settled()).toBe(false);
    const [pid] = await holders(p, name);
    await p.query('SELECT pg_terminate_backend($1)', [pid]);
    await vi.waitFor(() => expect(a.stepDowns).toEqual(['lost']), { timeout: 2000, interval: 20 });
    expect(a.role.leading).toBe(false);
    await vi.waitFor(() => expect(b.role.leading).toBe(true), { timeout: 2000, interval: 20 });
    expect(b.leads).toBe(1);
    expect(a.logs).toContain('leadership lock connection lost; stepping down');
    const now = await holders(p, name);
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(pid);
  });

  it('a leader whose connection answers but no longer holds the lock steps down', async () => {
    const name = roleName();
    const a = candidate(pool(), name);
    expect(await a.role.tryLead()).toBe(true);
    // e.g. a pooler or a DISCARD ALL between the node and the server: the session answers, the lock is gone
    const lockClient = (a.role as unknown as { client: pg.PoolClient }).client;
    await lockClient.query('SELECT pg_advisory_unlock_all()');
    await vi.waitFor(() => expect(a.stepDowns).toEqual(['lost']), { timeout: 2000, interval: 20 });
    expect(a.logs).toContain('leadership lock no longer held; stepping down');
  });

  it('stop() steps down and releases the lock, so the other takes over at once', async () => {
    const name = roleName();
    const p = pool();
    const a = candidate(p, name);
    const b = candidate(pool(), name, { retryMs: 60_000 });
    expect(await a.role.tryLead()).toBe(true);
    expect(await b.role.tryLead()).toBe(false);
    await a.role.stop();
    expect(a.stepDowns).toEqual(['stopped']);
    expect(await holders(p, name)).toEqual([]);
    expect(await b.role.tryLead()).toBe(true);
    expect(await a.role.tryLead()).toBe(false);
    // the stopped node's connection went back to the pool, unlocked
    expect(p.idleCount).toBe(p.totalCount);
  });

  it('onLead that fails steps down (onStepDown "failed"), frees the lock and tries again later', async () => {
    const name = roleName();
    let fail = true;
    const a = candidate(pool(), name, {
      onLead: () => (fail ? Promise.reject(new Error('index rebuild failed')) : Promise.resolve()),
    });
    expect(await a.role.tryLead()).toBe(false);
    expect(a.stepDowns).toEqual(['failed']);
    expect(await holders(pools[0]!, name)).toEqual([]);
    fail = false;
    await vi.waitFor(() => expect(a.role.leading).toBe(true), { timeout: 2000, interval: 20 });
  });

  it('stop() during onLead aborts its signal and steps down', async () => {
    const name = roleName();
    let aborted = false;
    const a = candidate(pool(), name, {
      onLead: (signal) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        }),
    });
    a.role.start();
    await vi.waitFor(async () => expect(await holders(pools[0]!, name)).toHaveLength(1));
    await a.role.stop();
    expect(aborted).toBe(true);
    expect(a.stepDowns).toEqual(['stopped']);
    expect(await holders(pools[0]!, name)).toEqual([]);
  });
});

describe('the roles of one node', () => {
  it('hold their locks on one connection of the pool, given back when the last role stops', async () => {
    const p = pool();
    const names = [roleName(), roleName(), roleName(), roleName()];
    const all = names.map((n) => candidate(p, n));
    for (const c of all) expect(await c.role.tryLead()).toBe(true);
    const pids = await Promise.all(names.map((n) => holders(p, n)));
    expect(new Set(pids.flat()).size).toBe(1);
    // four roles led with a pool of three: they pinned one connection, not four
    expect(p.totalCount - p.idleCount).toBe(1);
    for (const c of all.slice(0, 3)) await c.role.stop();
    expect(p.totalCount - p.idleCount).toBe(1);
    expect(await holders(p, names[3]!)).toEqual(pids[3]);
    await all[3]!.role.stop();
    expect(p.idleCount).toBe(p.totalCount);
    expect(await holders(p, names[3]!)).toEqual([]);
  });

  it('two roles of the same name on one node: one leads, the other follows (session locks are re-entrant)', async () => {
    const name = roleName();
    const p = pool();
    const a = candidate(p, name);
    const b = candidate(p, name, { retryMs: 60_000 });
    expect(await a.role.tryLead()).toBe(true);
    expect(await b.role.tryLead()).toBe(false);
    expect(b.logs).toContain('another node leads; following');
    await a.role.stop();
    expect(await b.role.tryLead()).toBe(true);
  });

  it('all step down when their connection dies, and lead again on a new one', async () => {
    const p = pool();
    const names = [roleName(), roleName(), roleName()];
    const all = names.map((n) => candidate(p, n));
    for (const c of all) expect(await c.role.tryLead()).toBe(true);
    const [pid] = await holders(p, names[0]!);
    await pool().query('SELECT pg_terminate_backend($1)', [pid]);
    for (const c of all) {
      await vi.waitFor(() => expect(c.stepDowns).toEqual(['lost']), { timeout: 2000, interval: 20 });
      await vi.waitFor(() => expect(c.role.leading).toBe(true), { timeout: 3000, interval: 20 });
    }
    const now = await Promise.all(names.map((n) => holders(p, n)));
    expect(new Set(now.flat()).size).toBe(1);
    expect(now[0]).not.toEqual([pid]);
  });
});

describe('leadership through a database outage', () => {
  let proxy: Proxy;
  beforeAll(async () => {
    proxy = await startProxy(new URL(url()));
  });
  afterAll(() => proxy.close());

  it('a leader cut off from the database steps down without an unhandled rejection, and leads again after', async () => {
    const name = roleName();
    const a = candidate(pool(proxy.url), name);
    expect(await a.role.tryLead()).toBe(true);
    proxy.mode('down');
    await vi.waitFor(() => expect(a.stepDowns).toEqual(['lost']), { timeout: 2000, interval: 20 });
    // attempts fail while it is down (logged once)
    await new Promise((r) => setTimeout(r, 800));
    expect(a.logs.filter((m) => m === 'database unreachable; will try to lead again')).toHaveLength(1);
    expect(a.role.leading).toBe(false);
    proxy.mode('up');
    await vi.waitFor(() => expect(a.role.leading).toBe(true), { timeout: 3000, interval: 20 });
    expect(a.leads).toBe(2);
    expect(a.logs).toContain('database reachable again');
  });

  it('a leader whose database stops answering (no reset) steps down after the timeout; a stop then returns', async () => {
    const name = roleName();
    const a = candidate(pool(proxy.url), name);
    const b = candidate(pool(), name);
    expect(await a.role.tryLead()).toBe(true);
    b.role.start();
    proxy.mode('hang');
    await vi.waitFor(() => expect(a.stepDowns).toEqual(['lost']), { timeout: 3000, interval: 20 });
    expect(a.logs).toContain('leadership lock connection lost; stepping down');
    // its connection was closed, so the server freed the lock: the other node leads
    await vi.waitFor(() => expect(b.role.leading).toBe(true), { timeout: 3000, interval: 20 });
    const stopped = Date.now();
    await a.role.stop();
    expect(Date.now() - stopped).toBeLessThan(1500);
    proxy.mode('up');
  });
});

interface Proxy {
  url: string;
  mode(m: 'up' | 'down' | 'hang'): void;
  close(): Promise<void>;
}

/** A TCP proxy to the database that can reset every connection ('down') or stop forwarding ('hang'). */
async function startProxy(target: URL): Promise<Proxy> {
  let mode: 'up' | 'down' | 'hang' = 'up';
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    client.on('error', () => undefined);
    if (mode !== 'up') {
      if (mode === 'down') client.destroy();
      else pairs.add([client, drain(client)]);
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    pairs.add([client, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const proxied = new URL(target.toString());
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return {
    url: proxied.toString(),
    mode(m) {
      mode = m;
      for (const [client, upstream] of pairs) {
        if (m === 'down') {
          client.destroy();
          upstream.destroy();
        } else if (m === 'hang') {
          client.unpipe(upstream);
          upstream.unpipe(client);
          drain(client);
          drain(upstream);
        }
      }
      if (m !== 'up') return;
      for (const pair of pairs) pair[0].destroy();
      pairs.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [client, upstream] of pairs) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}

/** Reads and drops what a socket receives (so its end and close are still seen). */
function drain(socket: net.Socket): net.Socket {
  socket.on('data', () => undefined);
  socket.resume();
  return socket;
}

/**
 * What bench/scale-out.ts watches while it kills a node: who leads each engine (the PostgreSQL advisory locks
 * of platform/leadership.ts, named by the application_name of the node's connections), and a money load
 * through the balancer — spot orders and seconds options — whose every acknowledged id is kept, to be looked
 * up in the database afterwards.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { LEADERSHIP_SPACE, leadershipKey } from '../../apps/server/src/platform/leadership';

/** The roles of platform/leadership.ts in this codebase (a role whose engine is off never takes its lock). */
export const ROLES = [
  'market-feed',
  'futures-triggers',
  'loans-triggers',
  'options-settler',
  'market-maker',
  'copy-stop-loss',
  'copytrade-demo-traders',
];
const roleByKey = new Map(ROLES.map((r) => [leadershipKey(r)[1], r]));

const LEADERS_SQL = `SELECT l.objid::bigint AS key, a.application_name AS node FROM pg_locks l
  JOIN pg_stat_activity a ON a.pid = l.pid
  WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1::oid AND l.objsubid = 2 AND l.database =
  (SELECT oid FROM pg_database WHERE datname = current_database())`;

/** role → node name (application_name) of every role led now. */
export async function leaders(client: pg.Client): Promise<Record<string, string>> {
  const r = await client.query<{ key: string; node: string }>(LEADERS_SQL, [LEADERSHIP_SPACE]);
  const out: Record<string, string> = {};
  for (const row of r.rows) {
    const role = roleByKey.get(Number(row.key));
    if (role) out[role] = row.node;
  }
  return out;
}

/**
 * Polls the leaders every `everyMs` from `since` on; `takeovers()` gives, per role led by `victim` before,
 * the ms from `since` until a node other than the victim held its lock (null: never within the watch).
 */
export function watchLeaders(
  client: pg.Client,
  victim: string,
  before: Record<string, string>,
  everyMs = 100,
) {
  const since = performance.now();
  const taken: Record<string, { ms: number; node: string } | null> = {};
  for (const [role, node] of Object.entries(before)) if (node === victim) taken[role] = null;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const now = await leaders(client).catch((): Record<string, string> => ({}));
      const at = Math.round(performance.now() - since);
      for (const role of Object.keys(taken)) {
        const node = now[role];
        if (taken[role] === null && node && node !== victim) taken[role] = { ms: at, node };
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return taken;
    },
  };
}

export interface LoadUser {
  uid: number;
  token: string;
}

interface Outcome {
  acknowledged: number[];
  failed: Record<string, number>;
}

function note(o: Outcome, what: string) {
  o.failed[what] = (o.failed[what] ?? 0) + 1;
}

let ip = 0;
/** A distinct client address per call (X-Forwarded-For: the balancer appends its own; TRUST_PROXY=loopback). */
function nextIp(): string {
  ip++;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
}

async function post(
  base: string,
  url: string,
  token: string,
  body: unknown,
  o: Outcome,
): Promise<number | null> {
  try {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: token,
        'x-forwarded-for': nextIp(),
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) {
      note(o, `http_${res.status}`);
      return null;
    }
    const r = (await res.json()) as { type: string; code?: string; message: { id?: number } };
    if (r.type !== 'ok' || typeof r.message.id !== 'number') {
      note(o, r.code ?? r.type);
      return null;
    }
    return r.message.id;
  } catch (err) {
    note(o, err instanceof Error ? err.name : 'error');
    return null;
  }
}

/**
 * Until stop(): `spotLoops` loops each posting spot orders on BTC/USDT as the next user (9 in 10 resting GTC
 * limits near 50,000, 1 in 10 IOC limits crossing them, so orders fill), `futuresLoops` loops opening a
 * futures market position and closing it, and every user submitting a 30 s seconds option every
 * `optionEveryMs` (0: no options). Each acknowledged id is kept (futures: the opens, and the closes acknowledged).
 */
export function moneyLoad(
  base: string,
  users: LoadUser[],
  o: {
    spotLoops: number;
    futuresLoops: number;
    optionEveryMs: number;
    pairId: number;
    btc: number;
    usdt: number;
  },
) {
  const spot: Outcome = { acknowledged: [], failed: {} };
  const options: Outcome = { acknowledged: [], failed: {} };
  const futuresOpened: Outcome = { acknowledged: [], failed: {} };
  const futuresClosed: Outcome = { acknowledged: [], failed: {} };
  let running = true;
  let n = 0;
  const spotLoop = async (k: number) => {
    while (running) {
      const user = users[(n++ + k) % users.length]!;
      const side = n % 2 === 0 ? 'buy' : 'sell';
      const sign = side === 'buy' ? -1 : 1;
      const crossing = n % 10 === 0;
      const ticks = crossing ? -sign * 300 : sign * (1 + (n % 300));
      const id = await post(
        base,
        '/coin/trade',
        user.token,
        {
          currency_id: o.btc,
          legal_id: o.usdt,
          side,
          target_price: ((5_000_000 + ticks) / 100).toFixed(2),
          amount: ((1 + (n % 10)) / 1000).toFixed(3),
          ...(crossing ? { tif: 'IOC' } : {}),
        },
        spot,
      );
      if (id !== null) spot.acknowledged.push(id);
    }
  };
  const optionLoop = async (user: LoadUser, k: number) => {
    await new Promise((r) => setTimeout(r, (k * o.optionEveryMs) / users.length));
    while (running) {
      const started = Date.now();
      const id = await post(
        base,
        '/microtrade/submit',
        user.token,
        { match_id: o.pairId, currency_id: o.usdt, type: k % 2 === 0 ? 1 : 2, seconds: 30, number: '10' },
        options,
      );
      if (id !== null) options.acknowledged.push(id);
      await new Promise((r) => setTimeout(r, Math.max(0, o.optionEveryMs - (Date.now() - started))));
    }
  };
  // Futures: open a market position (1 lot, 10×) and close it at once, as the next user.
  const futuresLoop = async (k: number) => {
    while (running) {
      const user = users[(n++ + k) % users.length]!;
      const id = await post(
        base,
        '/lever/submit',
        user.token,
        { currency_id: o.btc, legal_id: o.usdt, type: 1 + (k % 2), share: 1, multiple: 10, status: 1 },
        futuresOpened,
      );
      if (id === null) continue;
      futuresOpened.acknowledged.push(id);
      const closed = await post(base, '/lever/close', user.token, { id }, futuresClosed);
      if (closed !== null) futuresClosed.acknowledged.push(closed);
    }
  };
  const loops = [
    ...Array.from({ length: o.spotLoops }, (_, k) => spotLoop(k)),
    ...Array.from({ length: o.futuresLoops }, (_, k) => futuresLoop(k)),
    ...(o.optionEveryMs > 0 ? users.map((u, k) => optionLoop(u, k)) : []),
  ];
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { spot, options, futuresOpened, futuresClosed };
    },
  };
}

/** Which acknowledged ids are in the database, and (options, futures closes) which are settled. */
export async function lookUp(
  client: pg.Client,
  spotIds: number[],
  optionIds: number[],
  futuresOpened: number[],
  futuresClosed: number[],
) {
  const fut = await client.query<{ found: number; closed: number }>(
    `SELECT count(*) FILTER (WHERE id = ANY($1::bigint[]))::int AS found,
            count(*) FILTER (WHERE id = ANY($2::bigint[]) AND status = 3)::int AS closed
     FROM lever_positions WHERE id = ANY($1::bigint[]) OR id = ANY($2::bigint[])`,
    [futuresOpened, futuresClosed],
  );
  const spot = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM spot_orders WHERE id = ANY($1::bigint[])',
    [spotIds],
  );
  const opt = await client.query<{ found: number; settled: number }>(
    `SELECT count(*)::int AS found, count(*) FILTER (WHERE status = 3)::int AS settled
     FROM option_orders WHERE id = ANY($1::bigint[])`,
    [optionIds],
  );
  return {
    spotFound: spot.rows[0]?.n ?? 0,
    optionsFound: opt.rows[0]?.found ?? 0,
    optionsSettled: opt.rows[0]?.settled ?? 0,
    futuresFound: fut.rows[0]?.found ?? 0,
    futuresClosed: fut.rows[0]?.closed ?? 0,
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { Decimal } from '@meridian/contract';
import type { Database } from '../../apps/server/src/platform/db';
import { Ledger } from '../../apps/server/src/modules/ledger/ledger.service';

/** Users of the spot benchmark: registered and logged in over HTTP, funded through the ledger. */

export interface BenchUser {
  uid: number;
  token: string;
}

/** Currency ids of the BTC/USDT pair (the same as the spot integration tests). */
export const BTC = 1;
export const USDT = 3;
/** The spot (change) account type. */
const SPOT_ACCOUNT = 2;

interface Envelope {
  type: string;
  message: unknown;
  code?: string;
}

let ipCounter = 0;
/**
 * A distinct client address per call, in X-Forwarded-For (the bench starts the server with TRUST_PROXY=loopback,
 * as a proxy on loopback), so per-IP limits do not apply.
 */
function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export async function call(
  base: string,
  url: string,
  body: Record<string, unknown> | undefined,
  token?: string,
): Promise<Envelope> {
  const res = await fetch(`${base}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextIp(),
      ...(token ? { authorization: token } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as Envelope;
}

async function ok(p: Promise<Envelope>, what: string): Promise<unknown> {
  const r = await p;
  if (r.type !== 'ok') throw new Error(`${what} failed: ${JSON.stringify(r)}`);
  return r.message;
}

/** The last code the app wrote to DATA_DIR/outbox.jsonl for `to`. */
async function lastCode(dataDir: string, to: string): Promise<string> {
  // a line another registration is still appending is not JSON yet: skip it, and read again a moment later
  for (let attempt = 0; attempt < 20; attempt++) {
    const text = await fs.readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8');
    const lines = text.split('\n').flatMap((l) => {
      try {
        return [JSON.parse(l) as { to: string; code: string }];
      } catch {
        return [];
      }
    });
    const found = lines.filter((l) => l.to === to).at(-1);
    if (found) return found.code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code sent to ${to}`);
}

/** Registers an e-mail account through the real calls (code from the outbox), logs in, reads its id. */
async function register(base: string, dataDir: string, n: number): Promise<BenchUser> {
  const email = `bench${n}-${Date.now()}@example.com`;
  const password = 'secret123';
  await ok(call(base, '/sms_mail', { user_string: email, scene: 'register' }), 'sms_mail');
  const code = await lastCode(dataDir, email);
  await ok(
    call(base, '/user/register', { user_string: email, code, password, re_password: password }),
    'register',
  );
  const token = (await ok(call(base, '/user/login', { user_string: email, password }), 'login')) as string;
  const info = (await ok(call(base, '/user/info', undefined, token), 'user/info')) as { id: number };
  return { uid: info.id, token };
}

/** Credits a user's spot account from the house genesis account: one balanced ledger entry, never SQL. */
export async function fund(database: Database, userId: number, currencyId: number, amount: string) {
  await new Ledger().post(database.db, [
    {
      kind: 'genesis',
      lines: [
        { account: { house: 'genesis', currencyId }, amount: new Decimal(amount).neg() },
        { account: { userId, currencyId, type: SPOT_ACCOUNT }, amount },
      ],
    },
  ]);
}

/** `count` funded users, created a few at a time (registration hashes passwords). */
export async function createUsers(
  base: string,
  dataDir: string,
  database: Database,
  count: number,
  funds: { usdt: string; btc: string },
): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  const batch = 8;
  for (let i = 0; i < count; i += batch) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - i) }, (_, k) => register(base, dataDir, i + k)),
    );
    for (const u of made) {
      await fund(database, u.uid, USDT, funds.usdt);
      await fund(database, u.uid, BTC, funds.btc);
    }
    users.push(...made);
  }
  return users;
}

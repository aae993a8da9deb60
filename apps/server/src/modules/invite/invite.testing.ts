import { sql } from 'drizzle-orm';
import { get, ok, post, registerAndLogin } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';

/** Test helpers of the invite integration tests: invited users, the invite calls, the recorded events. */

export interface Member {
  token: string;
  uid: number;
  email: string;
  code: string;
}

let counter = 0;
/** A registered, logged-in user, invited with `code` when given. */
export async function member(t: TestApp, code?: string, name = 'user'): Promise<Member> {
  counter++;
  const email = `${name}${counter}-${Date.now()}@example.com`;
  const token = await registerAndLogin(
    t.app,
    t.dataDir,
    email,
    'secret123',
    code ? { extension_code: code } : {},
  );
  const info = ok<{ id: number; extension_code: string }>(await get(t.app, '/user/info', {}, { token }));
  return { token, uid: info.id, email, code: info.extension_code };
}

export const call = (t: TestApp, url: string, who: Member | undefined, body: Record<string, unknown> = {}) =>
  post(t.app, url, body, who ? { token: who.token } : {});

/** The last recorded domain event of a name (id and payload), for replaying its delivery. */
export async function lastEvent(t: TestApp, name: string): Promise<{ id: number; payload: unknown }> {
  const r = await t.database.db.execute<{ id: string; payload: unknown }>(
    sql`SELECT id, payload FROM domain_events WHERE name = ${name} ORDER BY id DESC LIMIT 1`,
  );
  const row = r.rows[0];
  if (!row) throw new Error(`no ${name} event`);
  return { id: Number(row.id), payload: row.payload };
}

/** The invite_rebates rows (source_ref, inviter, rebate) in id order. */
export async function rebateRows(t: TestApp) {
  const r = await t.database.db.execute<{
    source_ref: string;
    inviter_id: string;
    referee_id: string;
    currency_id: number;
    fee: string;
    rebate: string;
    entry_id: string | null;
  }>(
    sql`SELECT source_ref, inviter_id, referee_id, currency_id, fee::text, rebate::text, entry_id FROM invite_rebates ORDER BY id`,
  );
  return r.rows.map((x) => ({
    ref: x.source_ref,
    inviter: Number(x.inviter_id),
    referee: Number(x.referee_id),
    currency: x.currency_id,
    fee: trim(x.fee),
    rebate: trim(x.rebate),
    entry: x.entry_id === null ? null : Number(x.entry_id),
  }));
}

const trim = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);

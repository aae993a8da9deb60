import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post, uniqueIp } from '../../../test/api';
import { newUser } from '../settings/settings.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REQUESTS = 40;

describe('identity verification: one live submission per level under concurrency', () => {
  it(`${REQUESTS} concurrent Lv1 submissions of one user store exactly one`, async () => {
    const u = await newUser(t, { phone: true });
    const uid = ((await get(t.app, '/user/info', {}, { token: u.token })).body.message as { id: number }).id;
    const replies = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        post(
          t.app,
          '/user/real',
          { real_type: 1, id_type: 1, name: 'Jane Doe', card_id: `P${uid}X${100000 + i}` },
          { token: u.token, ip: uniqueIp() }, // the call's per-IP rate limit is not under test
        ),
      ),
    );
    const ok = replies.filter((r) => r.body.type === 'ok').length;
    const refused = replies.filter((r) => r.body.code === 'kyc_under_review');
    console.info(`kyc live-submission race: ${ok} accepted, ${refused.length} refused`);
    expect(ok).toBe(1);
    expect(refused.length).toBe(REQUESTS - 1);
    expect(refused[0]?.body.message).toMatch(/^Your verification is under review/);
    const rows = await t.database.db.execute<{ n: number } & Record<string, unknown>>(
      sql`SELECT count(*)::int AS n FROM kyc_submissions WHERE user_id = ${uid}`,
    );
    expect(rows.rows[0]?.n).toBe(1);
  }, 60_000);
});

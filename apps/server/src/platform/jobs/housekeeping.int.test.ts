import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pruneIdempotencyKeys } from '../http/idempotency';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const count = async (table: 'idempotency_keys' | 'job_effects') =>
  (await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))
    .rows[0]!.n;

describe('jobs: daily pruning', () => {
  it('idempotency keys older than 7 days and effect keys older than 90 days go; newer ones stay', async () => {
    await t.database.db.execute(sql`
      INSERT INTO idempotency_keys (user_id, key, fingerprint, response, created_at)
      SELECT 1, 'old-' || i, 'f', '{}', now() - interval '8 days' FROM generate_series(1, 7) i
      UNION ALL SELECT 1, 'recent', 'f', '{}', now() - interval '6 days'`);
    await t.database.db.execute(sql`
      INSERT INTO job_effects (key, done_at) VALUES
        ('old-effect', now() - interval '91 days'), ('recent-effect', now() - interval '89 days')`);
    // Capped batches: 3 + 3 + 1.
    expect(await pruneIdempotencyKeys(t.database.db, 3)).toBe(7);
    await t.database.db.execute(sql`
      INSERT INTO idempotency_keys (user_id, key, fingerprint, response, created_at)
      VALUES (1, 'old-again', 'f', '{}', now() - interval '8 days')`);

    await t.services.jobs.runCron(t.database.db, 'platform.prune_idempotency_keys');
    await t.services.jobs.runCron(t.database.db, 'platform.prune_job_effects');
    await t.services.jobs.drain();
    expect(await count('idempotency_keys')).toBe(1);
    const effects = await t.database.db.execute<{ key: string }>(sql`SELECT key FROM job_effects`);
    expect(effects.rows.map((r) => r.key)).toEqual(['recent-effect']);
  });
});

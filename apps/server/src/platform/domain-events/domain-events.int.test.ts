import type { DomainEventPayload } from '@meridian/contract/domain-events';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { JobContext } from '../jobs';
import { defineSubscriber, domainEvents, pruneDomainEvents } from './index';

let t: TestApp;
const log = pino({ level: 'silent' });
const ctx: JobContext = {
  jobId: '0',
  attempt: 1,
  maxAttempts: 1,
  key: null,
  log,
  signal: new AbortController().signal,
};

let depositId = 0;
const deposit = (userId = 7): DomainEventPayload<'wallet.deposit_credited'> => ({
  depositId: ++depositId,
  userId,
  currencyId: 3,
  amount: '12.5',
  creditedAt: new Date().toISOString(),
});

/** Each subscriber's effect: a row per (subscriber, event) it handled, in the delivery's transaction. */
const seeing = (name: string, event: 'wallet.deposit_credited' | 'wallet.withdrawal_paid') =>
  defineSubscriber({
    name,
    event,
    handle: async (tx, e) => {
      await tx.execute(sql`INSERT INTO test_seen (subscriber, event_id) VALUES (${name}, ${e.id})`);
    },
  });
const audit = seeing('test.audit', 'wallet.deposit_credited');
const bonus = seeing('test.bonus', 'wallet.deposit_credited');
const payouts = seeing('test.payouts', 'wallet.withdrawal_paid');
let flaky = { failing: true, runs: 0 };
const fragile = defineSubscriber({
  name: 'test.fragile',
  event: 'wallet.withdrawal_paid',
  maxAttempts: 2,
  handle: async (tx, e) => {
    flaky.runs++;
    await tx.execute(sql`INSERT INTO test_seen (subscriber, event_id) VALUES ('test.fragile', ${e.id})`);
    if (flaky.failing) throw new Error(`downstream refused event ${e.id}`);
  },
});
const withdrawal = (): DomainEventPayload<'wallet.withdrawal_paid'> => ({
  withdrawalId: ++depositId,
  userId: 9,
  currencyId: 3,
  amount: '10',
  fee: '1',
  net: '9',
  paidAt: new Date().toISOString(),
});

async function seen(subscriber: string): Promise<number[]> {
  const r = await t.database.db.execute<{ event_id: string }>(
    sql`SELECT event_id FROM test_seen WHERE subscriber = ${subscriber} ORDER BY event_id`,
  );
  return r.rows.map((row) => Number(row.event_id));
}

async function deliveryJobs(): Promise<{ task: string; key: string }[]> {
  const r = await t.database.db.execute<{ task: string; key: string }>(sql`
    SELECT task_identifier AS task, key FROM graphile_worker.jobs
     WHERE task_identifier LIKE 'event.%' ORDER BY key`);
  return r.rows;
}

async function count(table: 'domain_events'): Promise<number> {
  const r = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`);
  return r.rows[0]!.n;
}

/** Brings every delivery job that waits out a backoff due now. */
async function allDue(): Promise<void> {
  await t.database.db.execute(sql`
    SELECT graphile_worker.reschedule_jobs(ARRAY(SELECT id FROM graphile_worker.jobs
      WHERE task_identifier LIKE 'event.%' AND attempts < max_attempts), run_at => now())`);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(
    sql`CREATE TABLE test_seen (subscriber text NOT NULL, event_id bigint NOT NULL)`,
  );
  t.services.domainEvents.register(audit, bonus, payouts, fragile);
  await t.services.domainEvents.sync();
});
afterAll(async () => {
  await t.close();
});

describe('domain events: recording', () => {
  it('a transaction that rolls back leaves no event and no job; one that commits leaves both', async () => {
    const eventsBefore = await count('domain_events');
    await expect(
      t.database.db.transaction(async (tx) => {
        await domainEvents.record(tx, 'wallet.deposit_credited', deposit());
        await domainEvents.recordAll(tx, 'wallet.withdrawal_paid', [withdrawal(), withdrawal()]);
        throw new Error('business rule refused');
      }),
    ).rejects.toThrow('business rule refused');
    expect(await count('domain_events')).toBe(eventsBefore);
    expect(await deliveryJobs()).toEqual([]);

    const id = await t.database.db.transaction((tx) =>
      domainEvents.record(tx, 'wallet.deposit_credited', deposit()),
    );
    expect(await count('domain_events')).toBe(eventsBefore + 1);
    // one delivery job per subscriber of the event (audit, bonus), none for the others
    expect(await deliveryJobs()).toEqual([
      { task: 'event.test.audit', key: `evt:test.audit:${id}` },
      { task: 'event.test.bonus', key: `evt:test.bonus:${id}` },
    ]);
    await t.services.jobs.drain();
    expect(await deliveryJobs()).toEqual([]);
  });

  it("refuses a payload that does not match the event's schema (the transaction rolls back)", async () => {
    const bad = { ...deposit(), amount: 12.5 } as unknown as DomainEventPayload<'wallet.deposit_credited'>;
    await expect(
      t.database.db.transaction((tx) => domainEvents.record(tx, 'wallet.deposit_credited', bad)),
    ).rejects.toThrow();
  });
});

describe('domain events: delivery', () => {
  it('every subscriber gets every event, and its effect happens once however often it is delivered', async () => {
    const ids = await t.database.db.transaction((tx) =>
      domainEvents.recordAll(
        tx,
        'wallet.deposit_credited',
        Array.from({ length: 25 }, () => deposit()),
      ),
    );
    expect(ids).toHaveLength(25);
    // two deliveries of one event at the same time (a redelivery racing the first): one effect
    const raced = await Promise.all([
      t.services.domainEvents.deliver('test.audit', ids[0]!, ctx),
      t.services.domainEvents.deliver('test.audit', ids[0]!, ctx),
    ]);
    expect(raced.sort()).toEqual(['delivered', 'duplicate']);
    await t.services.jobs.drain();
    const audited = await seen('test.audit');
    const bonused = await seen('test.bonus');
    for (const id of ids) {
      expect(audited.filter((e) => e === id)).toHaveLength(1);
      expect(bonused.filter((e) => e === id)).toHaveLength(1);
    }
    // a job run again after its effect committed (a crash before the queue heard of it) does nothing
    expect(await t.services.domainEvents.deliver('test.bonus', ids[3]!, ctx)).toBe('duplicate');
    expect((await seen('test.bonus')).filter((e) => e === ids[3])).toHaveLength(1);
    expect(await t.services.domainEvents.retry({ eventId: ids[3]!, subscriber: 'test.bonus' })).toBe(
      'delivered',
    );
  });

  it('a failing subscriber retries, then stays failed (listed as undelivered) until retried', async () => {
    flaky = { failing: true, runs: 0 };
    const id = await t.database.db.transaction((tx) =>
      domainEvents.record(tx, 'wallet.withdrawal_paid', withdrawal()),
    );
    await t.services.jobs.drain();
    expect(flaky.runs).toBe(1);
    expect(await seen('test.payouts')).toContain(id); // the other subscriber is not held up
    let list = await t.services.domainEvents.undelivered({ page: 1, limit: 10 });
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      eventId: id,
      event: 'wallet.withdrawal_paid',
      subscriber: 'test.fragile',
      state: 'retrying',
      attempts: 1,
      maxAttempts: 2,
    });
    expect(list.data[0]!.lastError).toContain(`downstream refused event ${id}`);
    expect(list.data[0]!.runAt.getTime()).toBeGreaterThan(Date.now()); // waits out its backoff

    await allDue();
    await t.services.jobs.drain();
    expect(flaky.runs).toBe(2);
    list = await t.services.domainEvents.undelivered({ page: 1, limit: 10 });
    expect(list.data.map((d) => [d.eventId, d.state, d.attempts])).toEqual([[id, 'failed', 2]]);
    await allDue();
    await t.services.jobs.drain();
    expect(flaky.runs).toBe(2); // a dead letter is not run again by itself
    expect(await seen('test.fragile')).not.toContain(id); // each failed run rolled its effect back

    flaky.failing = false;
    expect(await t.services.domainEvents.retry({ eventId: id, subscriber: 'test.fragile' })).toBe('retried');
    await t.services.jobs.drain();
    expect(flaky.runs).toBe(3);
    expect((await seen('test.fragile')).filter((e) => e === id)).toHaveLength(1);
    expect((await t.services.domainEvents.undelivered({ page: 1, limit: 10 })).total).toBe(0);
    expect(await t.services.domainEvents.retry({ eventId: id, subscriber: 'test.fragile' })).toBe(
      'delivered',
    );
  });

  it('lists a delivery due for over a minute as overdue; retry runs it now', async () => {
    const id = await t.database.db.transaction((tx) =>
      domainEvents.record(tx, 'wallet.deposit_credited', deposit()),
    );
    await t.database.db.execute(sql`
      UPDATE graphile_worker._private_jobs SET run_at = now() - interval '5 minutes'
       WHERE key = ${`evt:test.audit:${id}`}`);
    const list = await t.services.domainEvents.undelivered({ page: 1, limit: 10 });
    expect(list.data.map((d) => [d.eventId, d.subscriber, d.state])).toEqual([[id, 'test.audit', 'overdue']]);
    expect(list.data[0]!.payload).toMatchObject({ userId: 7, amount: '12.5' });
    expect(await t.services.domainEvents.retry({ eventId: id, subscriber: 'test.audit' })).toBe('retried');
    await t.services.jobs.drain();
    expect(await seen('test.audit')).toContain(id);
  });

  it('retry adds a delivery that has no job and no effect; refuses an unknown event or subscriber', async () => {
    const id = await t.database.db.transaction((tx) =>
      domainEvents.record(tx, 'wallet.deposit_credited', deposit()),
    );
    await t.database.db.execute(sql`SELECT graphile_worker.remove_job(${`evt:test.bonus:${id}`})`);
    expect(await t.services.domainEvents.retry({ eventId: id, subscriber: 'test.bonus' })).toBe('enqueued');
    await t.services.jobs.drain();
    expect(await seen('test.bonus')).toContain(id);
    expect(await t.services.domainEvents.retry({ eventId: id, subscriber: 'test.payouts' })).toBe('unknown');
    expect(await t.services.domainEvents.retry({ eventId: 999_999_999, subscriber: 'test.bonus' })).toBe(
      'unknown',
    );
  });
});

describe('domain events: subscriptions and retention', () => {
  it('names and events are checked; a start removes the subscriptions its code no longer has', async () => {
    expect(() => seeing('NoModule', 'wallet.deposit_credited')).toThrow(/<module>\.<what>/);
    expect(() => t.services.domainEvents.register(audit)).toThrow(/registered twice/);
    await t.database.db.execute(sql`
      INSERT INTO domain_event_subscriptions (subscriber, event, max_attempts)
      VALUES ('test.retired', 'wallet.deposit_credited', 3)`);
    await t.services.domainEvents.sync();
    const r = await t.database.db.execute<{ subscriber: string; event: string }>(
      sql`SELECT subscriber, event FROM domain_event_subscriptions WHERE subscriber LIKE 'test.%' ORDER BY subscriber`,
    );
    // (the app's own modules subscribe too — copy trading to the futures events — and stay registered)
    expect(r.rows).toEqual([
      { subscriber: 'test.audit', event: 'wallet.deposit_credited' },
      { subscriber: 'test.bonus', event: 'wallet.deposit_credited' },
      { subscriber: 'test.fragile', event: 'wallet.withdrawal_paid' },
      { subscriber: 'test.payouts', event: 'wallet.withdrawal_paid' },
    ]);
  });

  it('prunes old events once delivered, keeping those with a delivery still pending', async () => {
    await t.services.jobs.drain();
    flaky = { failing: true, runs: 0 };
    const [delivered, pending] = await t.database.db.transaction(async (tx) => [
      await domainEvents.record(tx, 'wallet.deposit_credited', deposit()),
      await domainEvents.record(tx, 'wallet.withdrawal_paid', withdrawal()),
    ]);
    await t.services.jobs.drain(); // the withdrawal's fragile delivery fails and waits
    await t.database.db.execute(sql`
      UPDATE domain_events SET occurred_at = now() - interval '31 days' WHERE id IN (${delivered}, ${pending})`);
    const fresh = await count('domain_events');
    expect(await pruneDomainEvents(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.execute<{ id: string }>(
      sql`SELECT id FROM domain_events WHERE id IN (${delivered}, ${pending})`,
    );
    expect(left.rows.map((row) => Number(row.id))).toEqual([pending]);
    expect(await count('domain_events')).toBe(fresh - 1);
  });
});

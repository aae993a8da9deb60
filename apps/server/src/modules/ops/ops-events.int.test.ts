import type { Paginated } from '@meridian/contract';
import type { DomainEventPayload } from '@meridian/contract/domain-events';
import type { OpsAuditItem, OpsEventItem } from '@meridian/contract/ops';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { defineSubscriber, domainEvents } from '../../platform/domain-events';
import { newUser } from '../settings/settings.testing';
import { auditRowsOf, newOperator } from './ops.testing';

let t: TestApp;
let op: { id: number; token: string };
let failing = true;
const handled: number[] = [];

/** A subscriber whose downstream refuses while `failing` is set; one attempt, then a dead letter. */
const sync = defineSubscriber({
  name: 'test_ops.payout_sync',
  event: 'wallet.withdrawal_paid',
  maxAttempts: 1,
  handle: async (_tx, e) => {
    if (failing) throw new Error(`payout ledger answered 502 for event ${e.id}`);
    handled.push(e.id);
    return Promise.resolve();
  },
});
/** A subscriber that always works (its deliveries are made late or busy by hand). */
const mirror = defineSubscriber({
  name: 'test_ops.mirror',
  event: 'wallet.deposit_credited',
  handle: async () => Promise.resolve(),
});

let n = 0;
const paid = (): DomainEventPayload<'wallet.withdrawal_paid'> => ({
  withdrawalId: ++n,
  userId: 5,
  currencyId: 3,
  amount: '10',
  fee: '1',
  net: '9',
  paidAt: new Date().toISOString(),
});
const credited = (): DomainEventPayload<'wallet.deposit_credited'> => ({
  depositId: ++n,
  userId: 5,
  currencyId: 3,
  amount: '25',
  creditedAt: new Date().toISOString(),
});

beforeAll(async () => {
  t = await createTestApp();
  t.services.domainEvents.register(sync, mirror);
  await t.services.domainEvents.sync();
  op = await newOperator(t);
});
afterAll(async () => {
  await t.close();
});

const undelivered = async (token = op.token) =>
  (await get(t.app, '/ops/events/undelivered', {}, { token })).body;
const itemsOf = async () => ((await undelivered()).message as Paginated<OpsEventItem>).data;
const retry = (body: Record<string, unknown>, token = op.token) =>
  post(t.app, '/ops/events/retry', body, { token });

describe('ops events: undelivered events and their retry', () => {
  it('lists a delivery that failed with its error; a retry delivers it, audited once', async () => {
    const id = await t.database.db.transaction((tx) =>
      domainEvents.record(tx, 'wallet.withdrawal_paid', paid()),
    );
    await t.services.jobs.drain();
    const page = (await undelivered()).message as Paginated<OpsEventItem>;
    expect(page).toMatchObject({ page: 1, limit: 10, total: 1 });
    expect(page.data[0]).toMatchObject({
      event_id: id,
      event: 'wallet.withdrawal_paid',
      subscriber: 'test_ops.payout_sync',
      state: 'failed',
      attempts: 1,
      max_attempts: 1,
      last_error: `payout ledger answered 502 for event ${id}`,
    });
    expect(JSON.parse(page.data[0]!.payload)).toMatchObject({ withdrawalId: n, net: '9' });

    failing = false;
    const done = await retry({ event_id: id, subscriber: 'test_ops.payout_sync' });
    expect(done.body).toMatchObject({
      type: 'ok',
      message: { event_id: id, subscriber: 'test_ops.payout_sync', outcome: 'retried' },
    });
    const key = `evt:test_ops.payout_sync:${id}`;
    const audit = await auditRowsOf(t, 'event_delivery', key);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator_id: op.id,
      action: 'event.retry',
      before: { state: 'failed', attempts: 1 },
      after: { outcome: 'retried', state: 'waiting', attempts: 0 },
    });

    await t.services.jobs.drain();
    expect(handled).toEqual([id]);
    expect(await itemsOf()).toEqual([]);
    // Delivered: a second retry is refused and audits nothing.
    expect((await retry({ event_id: id, subscriber: 'test_ops.payout_sync' })).body).toMatchObject({
      type: 'error',
      code: 'event_already_delivered',
    });
    expect(await auditRowsOf(t, 'event_delivery', key)).toHaveLength(1);
    const log = (await get(t.app, '/ops/audit', { action: 'event.retry' }, { token: op.token })).body
      .message as Paginated<OpsAuditItem>;
    expect(log.data.map((row) => row.target_id)).toEqual([key]);
  });

  it('lists an overdue delivery; refuses to retry one that is running, an unknown one, a bad name', async () => {
    const id = await t.database.db.transaction((tx) =>
      domainEvents.record(tx, 'wallet.deposit_credited', credited()),
    );
    const key = `evt:test_ops.mirror:${id}`;
    await t.database.db.execute(sql`
      UPDATE graphile_worker._private_jobs SET run_at = now() - interval '5 minutes' WHERE key = ${key}`);
    expect((await itemsOf()).map((e) => [e.event_id, e.subscriber, e.state])).toEqual([
      [id, 'test_ops.mirror', 'overdue'],
    ]);

    await t.database.db.execute(sql`
      UPDATE graphile_worker._private_jobs SET locked_at = now(), locked_by = 'worker-z' WHERE key = ${key}`);
    expect((await retry({ event_id: id, subscriber: 'test_ops.mirror' })).body).toMatchObject({
      code: 'event_delivery_running',
      field: 'event_id',
    });
    expect((await retry({ event_id: id, subscriber: 'test_ops.payout_sync' })).body.code).toBe(
      'event_not_found',
    );
    expect((await retry({ event_id: 999_999_999, subscriber: 'test_ops.mirror' })).body.code).toBe(
      'event_not_found',
    );
    expect((await retry({ event_id: id, subscriber: 'Mirror!' })).body.code).toBe('parameter_error');
    expect(await auditRowsOf(t, 'event_delivery', key)).toEqual([]);

    await t.database.db.execute(sql`
      UPDATE graphile_worker._private_jobs SET locked_at = NULL, locked_by = NULL WHERE key = ${key}`);
    expect((await retry({ event_id: id, subscriber: 'test_ops.mirror' })).body.message).toMatchObject({
      outcome: 'retried',
    });
    await t.services.jobs.drain();
    expect(await itemsOf()).toEqual([]);
    expect(await auditRowsOf(t, 'event_delivery', key)).toHaveLength(1);
  });

  it('is for operators only: a user token gets 999', async () => {
    const user = await newUser(t);
    expect((await undelivered(user.token)).type).toBe('999');
    expect((await retry({ event_id: 1, subscriber: 'test_ops.mirror' }, user.token)).body.type).toBe('999');
  });
});

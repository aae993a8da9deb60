import { Decimal } from '@meridian/contract';
import { type LedgerEntryKind } from '@meridian/contract/wallet';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../src/platform/db';
import { defineSubscriber, type DomainEventDelivery } from '../src/platform/domain-events';
import { defineJob, effects, type Jobs } from '../src/platform/jobs';
import type { Ledger } from '../src/modules/ledger/ledger.service';

/**
 * TEST ONLY — the job and the event subscriber of the kill -9 fault test (platform/domain-events/
 * domain-events.kill.int.test.ts). A server registers them only with TEST_FAULT_FIXTURES=on, which the
 * configuration refuses outside NODE_ENV=test. Each effect moves `amount` USDT from the user's spot account
 * to their futures account through the ledger (an entry per effect, its memo naming the process), and every
 * run is written to the test's `fault_runs` table (the test creates it), effect or not.
 */
export const FAULT_USDT = 3;
export const FAULT_JOB = 'test.fault_transfer';
export const FAULT_SUBSCRIBER = 'test.fault_credit';

export const faultJobPayload = z.object({
  key: z.string(),
  userId: z.number().int().positive(),
  amount: z.string(),
});

async function transfer(
  tx: Tx,
  ledger: Ledger,
  ref: { type: string; id: string },
  userId: number,
  amount: string,
): Promise<void> {
  const value = new Decimal(amount);
  await ledger.post(tx, [
    {
      // Test-only kind (never in a user's statement), so the kill test can count exactly these entries.
      kind: 'fault_test' as LedgerEntryKind,
      refType: ref.type,
      refId: ref.id,
      memo: `pid ${process.pid}`,
      lines: [
        { account: { userId, currencyId: FAULT_USDT, type: 2 }, amount: value.neg() },
        { account: { userId, currencyId: FAULT_USDT, type: 3 }, amount: value },
      ],
    },
  ]);
}

const run = (tx: Tx, key: string, applied: boolean) =>
  tx.execute(sql`INSERT INTO fault_runs (key, pid, applied) VALUES (${key}, ${process.pid}, ${applied})`);

export function faultJob(db: Db, ledger: Ledger) {
  return defineJob({
    name: FAULT_JOB,
    payload: faultJobPayload,
    handler: async ({ key, userId, amount }) => {
      await db.transaction(async (tx) => {
        const applied = await effects.claim(tx, key);
        await run(tx, key, applied);
        if (applied) await transfer(tx, ledger, { type: 'fault_job', id: key }, userId, amount);
      });
    },
  });
}

/** Reacts to `wallet.deposit_credited` (the test records them with made-up deposit ids). */
export function faultSubscriber(ledger: Ledger) {
  return defineSubscriber({
    name: FAULT_SUBSCRIBER,
    event: 'wallet.deposit_credited',
    handle: async (tx, event) => {
      await run(tx, `event:${event.id}`, true);
      await transfer(
        tx,
        ledger,
        { type: 'fault_event', id: String(event.id) },
        event.payload.userId,
        event.payload.amount,
      );
    },
  });
}

/** Registers both on a server's job runner and event delivery (main.ts, before the runner starts). */
export function registerFaultFixtures(d: {
  db: Db;
  ledger: Ledger;
  jobs: Jobs;
  domainEvents: DomainEventDelivery;
}): void {
  d.jobs.register(faultJob(d.db, d.ledger));
  d.domainEvents.register(faultSubscriber(d.ledger));
}

import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { withdrawalAddresses, type WithdrawalAddressRow } from './user-settings.schema';

export type AddressFields = Pick<
  WithdrawalAddressRow,
  'currency' | 'network' | 'name' | 'address' | 'qrcode'
>;

/** Every query is scoped by user id: another user's rows are never read or written. */
const own = (userId: number, id: number) =>
  and(eq(withdrawalAddresses.id, id), eq(withdrawalAddresses.userId, userId));

export async function findOwn(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<WithdrawalAddressRow | undefined> {
  const [row] = await db.select().from(withdrawalAddresses).where(own(userId, id));
  return row;
}

export async function countOwn(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawalAddresses)
    .where(eq(withdrawalAddresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(
  db: DbOrTx,
  userId: number,
  fields: AddressFields,
): Promise<WithdrawalAddressRow> {
  const [row] = await db
    .insert(withdrawalAddresses)
    .values({ userId, ...fields })
    .returning();
  if (!row) throw new Error('insert withdrawal_addresses returned no row');
  return row;
}

export async function updateOwn(
  db: DbOrTx,
  userId: number,
  id: number,
  fields: AddressFields,
): Promise<WithdrawalAddressRow | undefined> {
  const [row] = await db
    .update(withdrawalAddresses)
    .set({ ...fields, updatedAt: new Date() })
    .where(own(userId, id))
    .returning();
  return row;
}

export async function deleteOwn(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(withdrawalAddresses)
    .where(own(userId, id))
    .returning({ id: withdrawalAddresses.id });
  return rows.length > 0;
}

export async function listOwn(
  db: DbOrTx,
  userId: number,
  opts: { page: number; limit: number; currency?: number | undefined },
): Promise<{ rows: WithdrawalAddressRow[]; total: number }> {
  const where = and(
    eq(withdrawalAddresses.userId, userId),
    opts.currency ? eq(withdrawalAddresses.currency, opts.currency) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(withdrawalAddresses)
      .where(where)
      .orderBy(desc(withdrawalAddresses.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ n: count() }).from(withdrawalAddresses).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** Counts one withdrawal sent to the address (called by withdrawals inside their transaction). */
export async function incrementReceiveCount(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(withdrawalAddresses)
    .set({ receiveCount: sql`${withdrawalAddresses.receiveCount} + 1` })
    .where(own(userId, id))
    .returning({ n: withdrawalAddresses.receiveCount });
  return row?.n;
}

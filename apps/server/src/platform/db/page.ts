import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './index';

/**
 * One page of a table's rows under `where`, in `order`, and how many rows match in all (the `{data, total}` of
 * a paged list). The count runs as its own query with the same condition.
 */
export async function pageOf<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  order: (SQL | PgColumn)[],
  page: { limit: number; offset: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const from: PgTable = table; // drizzle cannot check a generic table's selection
  const rows = await db
    .select()
    .from(from)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [c] = await db.select({ n: count() }).from(from).where(where);
  return { rows, total: c?.n ?? 0 };
}

import { count, desc, eq } from 'drizzle-orm';
import type { OpsAction } from '@meridian/contract/ops';
import type { AuditRecord } from '../../platform/audit';
import type { DbOrTx } from '../../platform/db';
import { operators, opsAuditLog } from './ops.schema';

/** An audit row as the platform's audit port passes it. */
export type NewAuditRow = AuditRecord;

/** Appends one audit row; pass the action's transaction so both commit or roll back together. */
export async function insertAudit(db: DbOrTx, row: NewAuditRow): Promise<void> {
  await db.insert(opsAuditLog).values({ ...row, before: row.before ?? null, after: row.after ?? null });
}

/** Newest first, with the operator's e-mail; optionally one action only. */
export async function listAudit(db: DbOrTx, opts: { action?: OpsAction; limit: number; offset: number }) {
  const where = opts.action ? eq(opsAuditLog.action, opts.action) : undefined;
  const rows = await db
    .select({ row: opsAuditLog, operatorEmail: operators.email })
    .from(opsAuditLog)
    .innerJoin(operators, eq(operators.id, opsAuditLog.operatorId))
    .where(where)
    .orderBy(desc(opsAuditLog.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(opsAuditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}

import type { OpsAction } from '@meridian/contract/ops';
import type { AuditHook } from './audit-hook';
import type { Tx } from './db';
import type { OperatorContext } from './http/route';

/** One operator action as the audit log keeps it. */
export interface AuditRecord {
  operatorId: number;
  action: OpsAction;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string;
}

/** Writes one audit record on the action's transaction (the ops module provides it at wiring time). */
export type AuditWriter = (tx: Tx, record: AuditRecord) => Promise<void>;

/**
 * The platform's audit port. Every module serving operator calls audits through it, so none imports the ops
 * module (which owns the log's table and would otherwise sit in an import circle with the products it serves);
 * the ops module plugs the writer in when it is set up, before any request can arrive.
 */
export class OperatorAudit {
  private writer: AuditWriter | undefined;

  /** Called once by the module owning the audit log. */
  provide(writer: AuditWriter): void {
    if (this.writer) throw new Error('the audit log is already provided');
    this.writer = writer;
  }

  /** Writes `record` in `tx`, so the action and its audit row commit or roll back together. */
  async write(tx: Tx, record: AuditRecord): Promise<void> {
    if (!this.writer) throw new Error('no module provides the audit log (app.ts MODULES)');
    await this.writer(tx, record);
  }

  /** A hook that writes this operator action's audit row in the transaction of the service performing it. */
  audit<T>(
    ctx: OperatorContext,
    action: OpsAction,
    targetType: string,
    targetId: number | string,
  ): AuditHook<T> {
    return (tx, before, after) =>
      this.write(tx, {
        operatorId: ctx.operator.operatorId,
        action,
        targetType,
        targetId: String(targetId),
        before,
        after,
        ip: ctx.ip,
      });
  }
}

import { OPS_STEP_UP_ACTIONS, type OpsAction, type OpsStepUpAction } from '@meridian/contract/ops';
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

/** A step-up proof an operator sends with a money action, to be spent in that action's transaction. */
export interface StepUpClaim {
  operatorId: number;
  sessionId: number;
  action: OpsStepUpAction;
  proof: string | undefined;
}

/** Spends the proof in `tx` or refuses (step_up_required / step_up_invalid); the ops module provides it. */
export type StepUpSpender = (tx: Tx, claim: StepUpClaim) => Promise<void>;

const isStepUpAction = (action: OpsAction): action is OpsStepUpAction =>
  (OPS_STEP_UP_ACTIONS as readonly string[]).includes(action);

/**
 * The platform's audit port. Every module serving operator calls audits through it, so none imports the ops
 * module (which owns the log's table and would otherwise sit in an import circle with the products it serves);
 * the ops module plugs the writer in when it is set up, before any request can arrive.
 */
export class OperatorAudit {
  private writer: AuditWriter | undefined;
  private spender: StepUpSpender | undefined;

  /** Called once by the module owning the audit log. */
  provide(writer: AuditWriter): void {
    if (this.writer) throw new Error('the audit log is already provided');
    this.writer = writer;
  }

  /** Called once by the module owning operators' step-up proofs. */
  provideStepUp(spender: StepUpSpender): void {
    if (this.spender) throw new Error('operator step-ups are already provided');
    this.spender = spender;
  }

  /** Writes `record` in `tx`, so the action and its audit row commit or roll back together. */
  async write(tx: Tx, record: AuditRecord): Promise<void> {
    if (!this.writer) throw new Error('no module provides the audit log (app.ts MODULES)');
    await this.writer(tx, record);
  }

  /**
   * A hook that writes this operator action's audit row in the transaction of the service performing it. An
   * action that moves money (OPS_STEP_UP_ACTIONS) first spends `stepUp` there, so a missing, wrong or spent
   * proof rolls the action back, and two actions racing on one proof commit once.
   */
  audit<T>(
    ctx: OperatorContext,
    action: OpsAction,
    targetType: string,
    targetId: number | string,
    stepUp?: string,
  ): AuditHook<T> {
    return async (tx, before, after) => {
      if (isStepUpAction(action)) {
        if (!this.spender) throw new Error('no module provides operator step-ups (app.ts MODULES)');
        const { operatorId, sessionId } = ctx.operator;
        await this.spender(tx, { operatorId, sessionId, action, proof: stepUp });
      }
      await this.write(tx, {
        operatorId: ctx.operator.operatorId,
        action,
        targetType,
        targetId: String(targetId),
        before,
        after,
        ip: ctx.ip,
      });
    };
  }
}

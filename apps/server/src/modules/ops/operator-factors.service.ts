import { createHash, randomBytes } from 'node:crypto';
import { refuse } from '@meridian/contract';
import type { OpsStepUpRequest, OpsStepUpResponse } from '@meridian/contract/ops';
import {
  type RecoveryCodesResponse,
  STEP_UP_TTL_SECONDS,
  type TotpSetupResponse,
} from '@meridian/contract/security';
import type { StepUpClaim } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db';
import { minutesUntil } from '../../platform/db/failure-window';
import type { OperatorContext } from '../../platform/http/route';
import { insertAudit } from './audit.repo';
import type { FactorKit } from './operator-factors.deps';
import * as repo from './operator-factors.repo';
import { findOperatorById } from './operators.repo';

/** What an authenticator app shows above an operator's codes. */
export const CONSOLE_ISSUER = 'Meridian Console';

/** The second factor a login or step-up carries. */
export interface FactorInput {
  totp_code?: string | undefined;
  recovery_code?: string | undefined;
}

export interface OperatorFactorsDeps {
  db: Db;
  kit: FactorKit;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Operators' mandatory authenticator: enrolment (setup, then enable with a code → recovery codes), proving it
 * at login, and step-up proofs for the console's money actions. Codes are accepted once (the last accepted step),
 * wrong ones lock the factor after FACTOR_LOCKOUT.tries in a row.
 */
export class OperatorFactorsService {
  constructor(private readonly d: OperatorFactorsDeps) {}

  /** Whether the operator's authenticator is on (login then needs a code). */
  async enrolled(operatorId: number): Promise<boolean> {
    return Boolean((await repo.findTotp(this.d.db, operatorId))?.enabledAt);
  }

  /** POST /ops/totp/setup — a new pending secret (replacing an older pending one). */
  async setup(ctx: OperatorContext): Promise<TotpSetupResponse> {
    const op = await findOperatorById(this.d.db, ctx.operator.operatorId);
    if (!op) throw refuse('login_failed');
    const { secret, uri } = this.d.kit.newTotp(op.email, CONSOLE_ISSUER);
    if (!(await repo.setPending(this.d.db, op.id, this.d.kit.seal(secret))))
      throw refuse('totp_already_enabled');
    return { secret, uri };
  }

  /**
   * POST /ops/totp/enable {code} — the pending secret goes on, ten recovery codes are stored (hashed) and returned
   * once, the operator's other sessions end and the session that enrolled becomes a full one; audited.
   */
  async enable(code: string, ctx: OperatorContext): Promise<RecoveryCodesResponse> {
    const operatorId = ctx.operator.operatorId;
    const row = await repo.findTotp(this.d.db, operatorId);
    if (row?.enabledAt) throw refuse('totp_already_enabled');
    if (!row?.pendingEnc) throw refuse('totp_setup_missing');
    const pending = row.pendingEnc;
    const claim = await this.claim(operatorId);
    const step = this.d.kit.totpStep(this.d.kit.open(pending), code);
    if (step === null) throw this.wrong(claim.lockedUntil, 'totp_code_invalid');
    const codes = this.d.kit.newRecoveryCodes();
    await this.d.db.transaction(async (tx) => {
      if (!(await repo.enableTotp(tx, operatorId, pending, step))) throw refuse('totp_setup_missing');
      await repo.insertRecoveryCodes(
        tx,
        operatorId,
        codes.map((c) => this.d.kit.recoveryCodeHash(c)),
      );
      await repo.revokeOtherSessions(tx, operatorId, ctx.operator.sessionId);
      await insertAudit(tx, {
        operatorId,
        action: 'operator.totp_enable',
        targetType: 'operator',
        targetId: String(operatorId),
        before: null,
        after: { session_id: ctx.operator.sessionId, recovery_codes: codes.length },
        ip: ctx.ip,
      });
    });
    return { recovery_codes: codes };
  }

  /**
   * Proves the authenticator of an enrolled operator with a code (or, at login, a recovery code, spent once);
   * refuses second_factor_required without one, and counts wrong ones toward the lock.
   */
  async prove(operatorId: number, input: FactorInput): Promise<'totp' | 'recovery'> {
    const row = await repo.findTotp(this.d.db, operatorId);
    if (!row?.secretEnc) throw refuse('second_factor_required', {}, 'totp_code');
    if (!input.totp_code && !input.recovery_code) throw refuse('second_factor_required', {}, 'totp_code');
    const claim = await this.claim(operatorId);
    if (input.totp_code) {
      const step = this.d.kit.totpStep(this.d.kit.open(row.secretEnc), input.totp_code);
      if (step === null) throw this.wrong(claim.lockedUntil, 'totp_code_invalid');
      if (!(await repo.acceptStep(this.d.db, operatorId, step)))
        throw refuse('totp_code_used', {}, 'totp_code');
      return 'totp';
    }
    if (
      !(await repo.spendRecoveryCode(
        this.d.db,
        operatorId,
        this.d.kit.recoveryCodeHash(input.recovery_code ?? ''),
      ))
    )
      throw this.wrong(claim.lockedUntil, 'recovery_code_invalid');
    await repo.clearFactorTries(this.d.db, operatorId);
    return 'recovery';
  }

  /** POST /ops/step_up {action, totp_code} — a proof for one money action of this session, usable once. */
  async stepUp(input: OpsStepUpRequest, ctx: OperatorContext): Promise<OpsStepUpResponse> {
    const { operatorId, sessionId } = ctx.operator;
    await this.prove(operatorId, { totp_code: input.totp_code });
    const proof = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + STEP_UP_TTL_SECONDS * 1000);
    await repo.insertStepUp(this.d.db, {
      id: sha256(proof),
      operatorId,
      sessionId,
      action: input.action,
      expiresAt,
    });
    return { proof, action: input.action, expires_at: expiresAt.toISOString() };
  }

  /** The audit port's step-up spender: a money action's proof, spent in the action's transaction. */
  async spend(tx: Tx, claim: StepUpClaim): Promise<void> {
    if (!claim.proof) throw refuse('step_up_required', {}, 'step_up');
    const { operatorId, sessionId, action } = claim;
    if (!(await repo.spendStepUp(tx, { id: sha256(claim.proof), operatorId, sessionId, action })))
      throw refuse('step_up_invalid', {}, 'step_up');
  }

  private async claim(operatorId: number): Promise<{ lockedUntil: Date | null }> {
    const claim = await repo.claimFactorTry(this.d.db, operatorId);
    if (!claim.claimed) throw refuse('factor_locked', { minutes: minutesUntil(claim.lockedUntil) });
    return claim;
  }

  /** A wrong code: the lock it reached, or the refusal of its kind. */
  private wrong(lockedUntil: Date | null, key: 'totp_code_invalid' | 'recovery_code_invalid') {
    if (lockedUntil) return refuse('factor_locked', { minutes: minutesUntil(lockedUntil) });
    return refuse(key, {}, key === 'totp_code_invalid' ? 'totp_code' : 'recovery_code');
  }
}

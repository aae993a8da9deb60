import { refuse } from '@meridian/contract';
import type { NotificationKey, NotificationParams } from '@meridian/contract/notifications';
import {
  COOLING_OFF_HOURS,
  type RecoveryCodesResponse,
  type SecurityOverview,
  type TotpSetupResponse,
} from '@meridian/contract/security';
import type { z } from 'zod';
import type { totpEnableRequest, stepUpOnlyRequest } from '@meridian/contract/security';
import type { Db, Tx } from '../../platform/db';
import type { AuthedContext } from '../../platform/http/route';
import * as repo from './factors.repo';
import { readOverview } from './overview';
import { pauseWithdrawals } from './pauses';
import type { SecretBox } from './secret-box';
import { consumeStepUp } from './step-ups.commands';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep, totpUri } from './totp';

/** A security notice (in-app and e-mail), decided in the caller's transaction. */
export type SecurityNoticeFn = (
  tx: Tx,
  userId: number,
  key: Extract<NotificationKey, `security_${string}`>,
  params?: NotificationParams,
) => Promise<void>;

export interface TotpServiceDeps {
  db: Db;
  box: SecretBox;
  /** The name the authenticator app shows for the account: its e-mail, else its phone. */
  accountLabel(userId: number): Promise<string>;
  notice: SecurityNoticeFn;
  now?: () => number;
}

const PAUSE_MS = COOLING_OFF_HOURS * 3_600_000;

/** The authenticator app: set-up, confirmation (with recovery codes), turning it off, new recovery codes. */
export class TotpService {
  constructor(private readonly d: TotpServiceDeps) {}

  /** POST /security/totp/setup — a pending secret, replacing an older pending one. */
  async setup(ctx: AuthedContext): Promise<TotpSetupResponse> {
    const userId = ctx.session.userId;
    const secret = newTotpSecret();
    if (!(await repo.setPendingTotp(this.d.db, userId, this.d.box.seal(secret))))
      throw refuse('totp_already_enabled');
    return { secret, uri: totpUri(secret, await this.d.accountLabel(userId)) };
  }

  /** POST /security/totp/enable — a code of the pending secret turns it on; the reply is the recovery codes. */
  async enable(
    input: z.output<typeof totpEnableRequest>,
    ctx: AuthedContext,
  ): Promise<RecoveryCodesResponse> {
    const userId = ctx.session.userId;
    const row = await repo.totpOf(this.d.db, userId);
    if (row?.secretEnc) throw refuse('totp_already_enabled');
    if (!row?.pendingEnc) throw refuse('totp_setup_missing');
    const pendingEnc = row.pendingEnc;
    const step = totpStep(this.d.box.open(pendingEnc), input.code, (this.d.now ?? Date.now)());
    if (step === null) throw refuse('totp_code_invalid', {}, 'code');
    return this.d.db.transaction(async (tx) => {
      // the pending secret read above, still pending: a set-up or enable racing this one makes it refuse
      if (!(await repo.enableTotp(tx, userId, pendingEnc, step))) throw refuse('totp_setup_missing');
      const codes = await this.replaceRecoveryCodes(tx, userId);
      await this.d.notice(tx, userId, 'security_totp_enabled');
      return { recovery_codes: codes };
    });
  }

  /** POST /security/totp/disable — with a `factor_change` proof; withdrawals then wait COOLING_OFF_HOURS. */
  async disable(input: z.output<typeof stepUpOnlyRequest>, ctx: AuthedContext): Promise<SecurityOverview> {
    const { userId, sessionId } = ctx.session;
    return this.d.db.transaction(async (tx) => {
      await consumeStepUp(tx, { userId, sessionId, action: 'factor_change', proof: input.step_up });
      if (!(await repo.disableTotp(tx, userId))) throw refuse('totp_not_enabled');
      await repo.replaceRecoveryCodes(tx, userId, []);
      const until = new Date((this.d.now ?? Date.now)() + PAUSE_MS);
      await pauseWithdrawals(tx, userId, 'credentials_changed', until);
      await this.d.notice(tx, userId, 'security_totp_disabled');
      return readOverview(tx, userId);
    });
  }

  /** POST /security/recovery_codes — with a `factor_change` proof; ten new codes replace the old ones. */
  async renewRecoveryCodes(
    input: z.output<typeof stepUpOnlyRequest>,
    ctx: AuthedContext,
  ): Promise<RecoveryCodesResponse> {
    const { userId, sessionId } = ctx.session;
    return this.d.db.transaction(async (tx) => {
      if (!(await repo.totpOf(tx, userId))?.secretEnc) throw refuse('totp_not_enabled');
      await consumeStepUp(tx, { userId, sessionId, action: 'factor_change', proof: input.step_up });
      const codes = await this.replaceRecoveryCodes(tx, userId);
      await this.d.notice(tx, userId, 'security_recovery_codes_renewed');
      return { recovery_codes: codes };
    });
  }

  private async replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(tx, userId, codes.map(recoveryCodeHash));
    return codes;
  }
}

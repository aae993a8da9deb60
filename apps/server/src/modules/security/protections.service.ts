import { refuse } from '@meridian/contract';
import type {
  AllowListRequest,
  AntiPhishingRequest,
  NotMeRequest,
  SecurityOverview,
  StepUpAction,
} from '@meridian/contract/security';
import type { Db, Tx } from '../../platform/db';
import { lockUser } from '../../platform/db/user-lock';
import type { AuthedContext } from '../../platform/http/route';
import type { AccountWatcher, CredentialGuard, SessionStarted } from '../account';
import type { DestinationGuard } from '../settings';
import type { WithdrawalGuard } from '../wallet';
import { deviceFingerprint, deviceLabel } from './devices.rules';
import type { SecurityNotice } from './notices.service';
import { readOverview } from './overview';
import { pauseWithdrawals } from './pauses';
import { coolingOffEnd, coolingOffRefusal, pauseRefusal } from './protections.rules';
import * as repo from './protections.repo';
import { hasSecondFactor } from './factors';
import { consumeStepUp } from './step-ups.commands';

/** A "not me" pause lasts until the login password changes: an end no one reaches. */
export const NOT_ME_UNTIL = new Date('9999-12-31T00:00:00.000Z');

export interface ProtectionsServiceDeps {
  db: Db;
  notice: SecurityNotice;
  /** Ends one of the user's sessions other than the current one (the account module's); false when none. */
  endOtherSession(tx: Tx, userId: number, sessionId: number, current: number): Promise<boolean>;
  now: () => Date;
}

/**
 * Withdrawal protections and the account's alarms: the guards the wallet, settings and account modules call in
 * their transactions (step-up proofs, pauses, the allow-list's cooling-off, notices), the new-device check at
 * every sign-in, and the user's own switches (allow-list, anti-phishing phrase, "not me").
 */
export class ProtectionsService {
  constructor(private readonly d: ProtectionsServiceDeps) {}

  readonly withdrawalGuard: WithdrawalGuard = {
    check: async (tx, { session, stepUp, destination }) => {
      const protections = (await repo.settingsOf(tx, session.userId)) ?? null;
      if (protections) {
        const now = this.d.now();
        const field = destination.kind === 'address' ? 'address_id' : 'type';
        const refusal =
          pauseRefusal(protections, now) ?? coolingOffRefusal(protections, destination.savedAt, now, field);
        if (refusal) throw refusal;
      }
      await this.stepUp(tx, session.userId, session.sessionId, 'withdraw', stepUp);
    },
  };

  /**
   * A saved or edited destination needs a step-up; its notice says from when it can receive, and is sent to
   * users who protect withdrawals (allow-list on, or a second factor): without either nothing changes for them.
   */
  readonly destinationGuard: DestinationGuard = {
    added: async (tx, { session, stepUp, destination }) => {
      const userId = session.userId;
      const action = destination.kind === 'address' ? 'address_add' : 'bank_add';
      await this.stepUp(tx, userId, session.sessionId, action, stepUp);
      const allowList = (await repo.settingsOf(tx, userId))?.allowList ?? false;
      if (!allowList && !(await hasSecondFactor(tx, userId))) return;
      const until = allowList ? coolingOffEnd(destination.savedAt) : destination.savedAt;
      await this.d.notice(tx, userId, 'security_destination_added', {
        name: destination.name,
        until: until.toISOString(),
      });
    },
  };

  /** A new pay password replacing one pauses withdrawals; a first one does not (nothing was there to steal). */
  readonly payPasswordGuard: CredentialGuard = {
    check: async (tx, { session, stepUp, replacing }) => {
      await this.stepUp(tx, session.userId, session.sessionId, 'pay_password_change', stepUp);
      if (replacing) await this.pause(tx, session.userId);
    },
  };

  readonly contactGuard: CredentialGuard = {
    check: async (tx, { session, stepUp }) => {
      await this.stepUp(tx, session.userId, session.sessionId, 'contact_change', stepUp);
    },
  };

  /** A reset login password lifts a "not me" pause and starts the 24 h one of a credential change. */
  readonly passwordChanged: AccountWatcher<{ userId: number }> = {
    on: async (tx, { userId }) => {
      await repo.liftNotMe(tx, userId);
      await pauseWithdrawals(tx, userId, 'credentials_changed', coolingOffEnd(this.d.now()));
      await this.d.notice(tx, userId, 'security_password_changed');
    },
  };

  /** A sign-in from a device the user never used, when they had one before, is told with its session. */
  readonly sessionStarted: AccountWatcher<SessionStarted> = {
    on: async (tx, s) => {
      const fingerprint = deviceFingerprint(s.userAgent, s.ip);
      const label = deviceLabel(s.userAgent);
      const hadOther = await repo.hasOtherDevice(tx, s.userId, fingerprint);
      const isNew = await repo.recordDevice(tx, { userId: s.userId, fingerprint, label, at: s.at });
      if (!isNew || !hadOther) return;
      await this.d.notice(tx, s.userId, 'security_new_device', {
        device: label,
        ip: s.ip,
        time: s.at.toISOString(),
        session: s.sessionId,
      });
    },
  };

  /** POST /security/allow_list — turning it off pauses withdrawals, else an intruder would just turn it off. */
  async setAllowList(input: AllowListRequest, ctx: AuthedContext): Promise<SecurityOverview> {
    const { userId, sessionId } = ctx.session;
    return this.d.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      await this.stepUp(tx, userId, sessionId, 'allow_list', input.step_up);
      const before = await repo.setAllowList(tx, userId, input.enabled);
      if (input.enabled && !before) await this.d.notice(tx, userId, 'security_allow_list_on', {}, ctx.lang);
      if (!input.enabled && before) {
        await this.d.notice(tx, userId, 'security_allow_list_off', {}, ctx.lang);
        await this.pause(tx, userId);
      }
      return readOverview(tx, userId);
    });
  }

  /** POST /security/anti_phishing — '' removes the phrase. */
  async setAntiPhishing(input: AntiPhishingRequest, ctx: AuthedContext): Promise<SecurityOverview> {
    const { userId, sessionId } = ctx.session;
    return this.d.db.transaction(async (tx) => {
      await this.stepUp(tx, userId, sessionId, 'anti_phishing', input.step_up);
      const phrase = input.phrase === '' ? null : input.phrase;
      await repo.setAntiPhishing(tx, userId, phrase);
      if (phrase) await this.d.notice(tx, userId, 'security_anti_phishing_set', {}, ctx.lang);
      return readOverview(tx, userId);
    });
  }

  /**
   * POST /security/not_me — ends the reported session (one of the caller's, not the current one, else
   * session_not_found) and pauses withdrawals until the login password is changed.
   */
  async notMe(input: NotMeRequest, ctx: AuthedContext): Promise<SecurityOverview> {
    const { userId, sessionId } = ctx.session;
    return this.d.db.transaction(async (tx) => {
      if (!(await this.d.endOtherSession(tx, userId, input.session, sessionId)))
        throw refuse('session_not_found', {}, 'session');
      await pauseWithdrawals(tx, userId, 'not_me', NOT_ME_UNTIL);
      return readOverview(tx, userId);
    });
  }

  /** The user's anti-phishing phrase, null without one (every e-mail to the user shows it). */
  async phraseOf(userId: number): Promise<string | null> {
    return (await repo.settingsOf(this.d.db, userId))?.antiPhishing ?? null;
  }

  private async stepUp(
    tx: Tx,
    userId: number,
    sessionId: number,
    action: StepUpAction,
    proof: string | undefined,
  ): Promise<void> {
    await consumeStepUp(tx, { userId, sessionId, action, proof });
  }

  /** The 24 h pause of a credential change, told to the user. */
  private async pause(tx: Tx, userId: number): Promise<void> {
    const until = coolingOffEnd(this.d.now());
    await pauseWithdrawals(tx, userId, 'credentials_changed', until);
    await this.d.notice(tx, userId, 'security_withdrawals_paused', { until: until.toISOString() });
  }
}

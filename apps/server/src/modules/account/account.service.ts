import { randomInt } from 'node:crypto';
import { LOGIN_LOCKOUT, type CodeScene, refuse } from '@meridian/contract';
import {
  type ForgetRequest,
  type LoginRequest,
  type RegisterRequest,
  type SmsMailRequest,
  type SmsSendRequest,
  type CheckEmailRequest,
  type UserInfo,
} from '@meridian/contract/account';
import { type Db, type DbOrTx, sqlState, UNIQUE_VIOLATION } from '../../platform/db';
import { minutesUntil } from '../../platform/db/failure-window';
import { domainEvents } from '../../platform/domain-events';
import { sessionInvalid } from '../../platform/http/app-error';
import type { AuthedContext, RequestContext } from '../../platform/http/route';
import { translate } from '../../platform/i18n';
import type { Outbox } from '../../platform/outbox';
import type { UserRow } from './account.schema';
import { issueCode, spendCode, verifyCode, type CodeDestination } from './codes.service';
import { emailDestination, mobileDestination, sceneOf } from './destinations';
import type { AccountGates } from './gates.hooks';
import type { AccountGuards } from './guards.hooks';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import type { SessionsService } from './sessions.service';
import * as referrals from './referrals.repo';
import * as users from './users.repo';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const INVITE_LENGTH = 8;

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    readonly sessions: SessionsService,
    private readonly guards: AccountGuards,
    private readonly gates: AccountGates,
  ) {}

  /** POST /sms_mail */
  async sendEmailCode(input: SmsMailRequest, ctx: RequestContext): Promise<string> {
    const scene = sceneOf(input.scene, input.type);
    const dest = emailDestination(input.user_string, 'user_string');
    await this.checkSceneRules(scene, dest, ctx);
    await issueCode(this.db, this.outbox, dest, scene, ctx.lang);
    return translate('code_sent', ctx.lang);
  }

  /** POST /sms_send */
  async sendSmsCode(input: SmsSendRequest, ctx: RequestContext): Promise<string> {
    const scene = sceneOf(input.scene, input.type);
    const dest = mobileDestination(input.mobile, input.area_code, 'mobile');
    await this.checkSceneRules(scene, dest, ctx);
    await issueCode(this.db, this.outbox, dest, scene, ctx.lang);
    return translate('code_sent', ctx.lang);
  }

  /** POST /user/check_email — verifies without spending (wrong guesses still count). */
  async checkEmailCode(input: CheckEmailRequest, ctx: RequestContext): Promise<string> {
    const dest = emailDestination(input.user_string, 'user_string');
    await verifyCode(this.db, { target: dest.target, scene: input.scene, code: input.email_code });
    return translate('code_verified', ctx.lang);
  }

  /** POST /user/register — the code is spent and the user created in one transaction. */
  async register(input: RegisterRequest, ctx: RequestContext): Promise<string> {
    const dest =
      input.type === 'email'
        ? emailDestination(input.user_string, 'user_string')
        : mobileDestination(input.user_string, input.area_code, 'user_string');
    const parent = input.extension_code
      ? await users.findUserByInviteCode(this.db, input.extension_code)
      : undefined;
    if (input.extension_code && !parent) throw refuse('invite_code_invalid', {}, 'extension_code');
    if (await users.findUserByLogin(this.db, dest.target)) throw refuse('account_exists', {}, 'user_string');
    const codeId = await verifyCode(this.db, { target: dest.target, scene: 'register', code: input.code });
    const passwordHash = await hashPassword(input.password);
    const areaCode = dest.channel === 'sms' ? dest.to.split(' ')[0]?.slice(1) : undefined;

    for (let attempt = 0; ; attempt++) {
      try {
        await this.db.transaction(async (tx) => {
          await spendCode(tx, codeId);
          const user = await users.insertUser(tx, {
            email: dest.channel === 'email' ? dest.target : null,
            phone: dest.channel === 'sms' ? dest.target : null,
            areaCode: areaCode ?? null,
            accountNumber: dest.target,
            passwordHash,
            extensionCode: newInviteCode(),
            parentId: parent?.id ?? null,
          });
          await domainEvents.record(tx, 'account.registered', {
            userId: user.id,
            parentId: parent?.id ?? null,
            registeredAt: new Date().toISOString(),
          });
        });
        return translate('registration_success', ctx.lang);
      } catch (err) {
        if (sqlState(err) !== UNIQUE_VIOLATION) throw err;
        const constraint = (err as { cause?: { constraint?: string } }).cause?.constraint;
        if (constraint !== 'users_extension_code_uq' || attempt >= 3)
          throw refuse('account_exists', {}, 'user_string');
      }
    }
  }

  /**
   * POST /user/login — returns the session token. Wrong passwords lock the account after 5 tries; an account
   * with a second factor also needs it (the login gate).
   */
  async login(input: LoginRequest, ctx: RequestContext): Promise<string> {
    const user = await users.findUserByLogin(this.db, input.user_string.trim());
    if (!user || user.system) {
      await verifyPassword(await dummyPasswordHash(), input.password);
      throw refuse('login_failed');
    }
    // the try is counted before the password is checked, so concurrent guesses cannot pass the lock
    const claim = await users.claimLoginTry(this.db, user.id, LOGIN_LOCKOUT);
    if (!claim.claimed) throw refuse('account_locked', { minutes: minutesUntil(claim.lockedUntil) });
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      if (claim.lockedUntil) throw refuse('account_locked', { minutes: minutesUntil(claim.lockedUntil) });
      throw refuse('login_failed');
    }
    const gate = this.gates.login.current;
    if (gate) {
      // the password was right: a missing or wrong second factor counts in the factor's own lockout instead
      await users.clearLoginFailures(this.db, user.id);
      await gate.check(user.id, input);
    }
    return this.signIn(user.id, ctx, input.stay);
  }

  /**
   * Opens the session of a proven sign-in (password and second factor here, a passkey in the security module):
   * the last sign-in is recorded and the password's failures cleared, as for every sign-in.
   */
  async signIn(userId: number, ctx: RequestContext, stay?: boolean): Promise<string> {
    await users.recordLoginSuccess(this.db, userId, ctx.ip);
    return this.sessions.create(userId, ctx.userAgent, ctx.ip, stay);
  }

  /** GET /user/logout */
  async logout(ctx: AuthedContext): Promise<string> {
    await this.sessions.logout(ctx.session);
    return translate('logout_success', ctx.lang);
  }

  /** POST /user/forget — the code (and a second factor, when the account holds one) is verified; every session ends. */
  async resetPassword(input: ForgetRequest, ctx: RequestContext): Promise<string> {
    const user = await users.findUserByLogin(this.db, input.account.trim());
    if (!user || user.system) throw refuse('account_not_found', {}, 'account');
    const account = input.account.trim().toLowerCase();
    const target = user.email === account ? user.email : (user.phone ?? '');
    const codeId = await verifyCode(this.db, { target, scene: 'forget', code: input.code });
    await this.gates.reset.current?.check(user.id, input);
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      await spendCode(tx, codeId);
      await users.setPassword(tx, user.id, passwordHash);
      await this.guards.passwordChanged.current?.on(tx, { userId: user.id });
    });
    await this.sessions.revokeAll(user.id);
    return translate('password_reset_success', ctx.lang);
  }

  /** GET /user/info — the caller's own profile; no secrets. */
  async info(ctx: AuthedContext): Promise<UserInfo> {
    const user = await users.findUserById(this.db, ctx.session.userId);
    if (!user) throw sessionInvalid();
    return toUserInfo(user);
  }

  /**
   * The id of a system account (e.g. the house market maker), created on first use. System accounts hold
   * ledger balances and trade through the public services, but can never log in or reset a password.
   */
  async ensureSystemUser(key: string, nickname: string): Promise<number> {
    const row = await users.ensureSystemUser(this.db, {
      email: `${key}@system.invalid`,
      accountNumber: `system:${key}`,
      nickname,
      // Lower case and '-' are outside the invite alphabet: never equal to a user's invite code.
      extensionCode: `system-${key}`,
    });
    return row.id;
  }

  /** The id of the user whose login (e-mail or phone) is `login`; undefined when there is none (console look-ups). */
  async userIdByLogin(login: string): Promise<number | undefined> {
    return (await users.findUserByLogin(this.db, login.trim()))?.id;
  }

  /** The user's e-mail address, null without one (security notices go there). */
  async emailOf(userId: number, db: DbOrTx = this.db): Promise<string | null> {
    return (await users.findUserById(db, userId))?.email ?? null;
  }

  /** Login names (e-mail, else phone) of users by id, for operator queues; unknown ids are absent. */
  async accountsOf(userIds: number[]): Promise<Map<number, string>> {
    return users.loginNamesOf(this.db, userIds);
  }

  /** Nickname, avatar and login name of users by id (at most 500); unknown ids are absent. */
  async profilesOf(userIds: number[], db: DbOrTx = this.db): Promise<Map<number, users.PublicProfile>> {
    return users.publicProfilesOf(db, userIds);
  }

  /** The user's inviter (`parent_id`) and whether it is a system account; null without one. */
  parentOf(db: DbOrTx, userId: number): Promise<{ id: number; system: boolean } | null> {
    return referrals.parentOf(db, userId);
  }

  /** Users registered with the inviter's code, newest first (invite list). */
  referralsOf(inviterId: number, page: { offset: number; limit: number }, db: DbOrTx = this.db) {
    return referrals.referralsOf(db, inviterId, page);
  }

  /** How many users each inviter invited (at most 500 ids; inviters without any are absent). */
  referralCounts(inviterIds: number[], db: DbOrTx = this.db): Promise<Map<number, number>> {
    return referrals.referralCounts(db, inviterIds);
  }

  /** Sets the user info's `is_trader` (copy trading's approval and revocation), in the caller's transaction. */
  async setTrader(tx: DbOrTx, userId: number, isTrader: boolean): Promise<void> {
    await users.setTraderFlag(tx, userId, isTrader);
  }

  /** Who may receive a code for which scene. */
  private async checkSceneRules(scene: CodeScene, dest: CodeDestination, ctx: RequestContext): Promise<void> {
    const owner = await users.findUserByLogin(this.db, dest.target);
    switch (scene) {
      case 'register':
        if (owner) throw refuse('account_exists', {}, 'user_string');
        return;
      case 'forget':
        if (!owner || owner.system) throw refuse('account_not_found', {}, 'user_string');
        return;
      case 'bind_email':
      case 'bind_mobile':
        if (!ctx.session) throw sessionInvalid();
        if (owner) throw refuse('account_exists', {}, 'user_string');
        return;
      case 'pay_password':
      case 'real':
        if (!ctx.session) throw sessionInvalid();
        if (owner?.id !== ctx.session.userId) throw refuse('parameter_error', {}, 'user_string');
        return;
    }
  }
}

function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    account: user.email ?? user.phone ?? '',
    account_number: user.accountNumber,
    email: user.email,
    phone: user.phone,
    area_code: user.areaCode,
    nickname: user.nickname,
    signature: user.signature,
    head_portrait: user.headPortrait,
    extension_code: user.extensionCode,
    parent_id: user.parentId,
    is_trader: user.isTrader,
    status: user.status,
    has_pay_password: user.payPasswordHash !== null,
    time: Math.floor(user.createdAt.getTime() / 1000),
    create_date: user.createdAt.toISOString(),
  };
}

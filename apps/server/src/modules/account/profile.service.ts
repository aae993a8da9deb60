import { createHash } from 'node:crypto';
import { refuse } from '@meridian/contract';
import { type UserInfo } from '@meridian/contract/account';
import {
  PAY_PASSWORD_LOCKOUT,
  type BindEmailRequest,
  type BindMobileRequest,
  type EditNicknameRequest,
  type UpdatePayPasswordRequest,
} from '@meridian/contract/settings';
import { type Db, sqlState, UNIQUE_VIOLATION } from '../../platform/db';
import { minutesUntil } from '../../platform/db/failure-window';
import { sessionInvalid } from '../../platform/http/app-error';
import type { AuthedContext, AuthSession } from '../../platform/http/route';
import { translate } from '../../platform/i18n';
import { SingleFlight } from '../../platform/single-flight';
import type { UploadedImages } from '../../platform/uploaded-images';
import { toUserInfo } from './account.service';
import type { UserRow } from './account.schema';
import * as codes from './codes.repo';
import { spendCode, verifyCode } from './codes.service';
import { emailDestination, mobileDestination } from './destinations';
import type { AccountGuards } from './guards.hooks';
import { hashPassword, verifyPassword } from './passwords';
import * as users from './users.repo';

export interface ProfileServiceDeps {
  db: Db;
  images: UploadedImages;
  /** The pay-password and contact guards, called in the change's transaction. */
  guards: AccountGuards;
}

/**
 * Profile and security settings of the signed-in user (Settings): pay password, phone and e-mail
 * binding, avatar, nickname and signature. Every method acts on the session's user only.
 */
export class ProfileService {
  constructor(private readonly d: ProfileServiceDeps) {}

  private readonly payChecks = new SingleFlight<void>();

  /** POST /safe/update_password — sets the pay password; the code (scene pay_password) went to the user's own e-mail or phone. */
  async setPayPassword(input: UpdatePayPasswordRequest, ctx: AuthedContext): Promise<string> {
    const user = await this.user(ctx.session.userId);
    const target = await this.payCodeTarget(user, input.type);
    const codeId = await verifyCode(this.d.db, { target, scene: 'pay_password', code: input.code });
    const hash = await hashPassword(input.password);
    await this.d.db.transaction(async (tx) => {
      await spendCode(tx, codeId);
      await users.setPayPassword(tx, user.id, hash);
      await this.d.guards.payPasswordChange.current?.check(tx, {
        session: ctx.session,
        stepUp: input.step_up,
        replacing: user.payPasswordHash !== null,
      });
    });
    return translate('pay_password_set', ctx.lang);
  }

  /**
   * Checks a pay password (withdrawals). Wrong: pay_password_wrong with the tries left; 5 wrong within
   * 15 minutes lock pay-password use for 15 minutes (pay_password_locked). Not set: pay_password_not_set.
   * Each try is counted before the check (users.claimPayTry), so concurrent guesses cannot pass the lock
   * concurrent checks of the same password share one try, so a burst of the user's own
   * withdrawals is not mistaken for guessing.
   */
  async verifyPayPassword(userId: number, plain: string): Promise<void> {
    const user = await this.user(userId);
    const hash = user.payPasswordHash;
    if (!hash) throw refuse('pay_password_not_set', {}, 'pay_password');
    const key = createHash('sha256').update(`${userId}\u0000${hash}\u0000${plain}`).digest('hex');
    await this.payChecks.do(key, () => this.checkPayPassword(userId, hash, plain));
  }

  private async checkPayPassword(userId: number, hash: string, plain: string): Promise<void> {
    const claim = await users.claimPayTry(this.d.db, userId, PAY_PASSWORD_LOCKOUT);
    const locked = (until: Date) =>
      refuse('pay_password_locked', { minutes: minutesUntil(until) }, 'pay_password');
    if (!claim.claimed) throw locked(claim.lockedUntil);
    if (await verifyPassword(hash, plain)) return users.clearPayFailures(this.d.db, userId);
    if (claim.lockedUntil) throw locked(claim.lockedUntil);
    throw refuse(
      'pay_password_wrong',
      { remaining: PAY_PASSWORD_LOCKOUT.maxFailures - claim.failures },
      'pay_password',
    );
  }

  /** POST /safe/mobile — binds a phone number nobody else uses (code scene bind_mobile, sent by sms_send). */
  async bindMobile(input: BindMobileRequest, ctx: AuthedContext): Promise<UserInfo> {
    const user = await this.user(ctx.session.userId);
    if (user.phone) throw refuse('mobile_already_bound', {}, 'mobile');
    const dest = mobileDestination(input.mobile, input.area_code, 'mobile');
    const owner = await users.findUserByLogin(this.d.db, dest.target);
    if (owner && owner.id !== user.id) throw refuse('mobile_in_use', {}, 'mobile');
    const codeId = await verifyCode(this.d.db, {
      target: dest.target,
      scene: 'bind_mobile',
      code: input.code,
    });
    const fields = { phone: dest.target, areaCode: input.area_code };
    return this.updateContact(codeId, { session: ctx.session, stepUp: input.step_up }, fields, 'mobile');
  }

  /** POST /safe/email — binds an e-mail nobody else uses (code scene bind_email, sent by sms_mail). */
  async bindEmail(input: BindEmailRequest, ctx: AuthedContext): Promise<UserInfo> {
    const user = await this.user(ctx.session.userId);
    if (user.email) throw refuse('email_already_bound', {}, 'email');
    const dest = emailDestination(input.email, 'email');
    const owner = await users.findUserByLogin(this.d.db, dest.target);
    if (owner && owner.id !== user.id) throw refuse('email_in_use', {}, 'email');
    const codeId = await verifyCode(this.d.db, {
      target: dest.target,
      scene: 'bind_email',
      code: input.code,
    });
    const fields = { email: dest.target };
    return this.updateContact(codeId, { session: ctx.session, stepUp: input.step_up }, fields, 'email');
  }

  /** POST /user/uploadHeadPortrait — an image this server stored. */
  async setHeadPortrait(url: string, ctx: AuthedContext): Promise<UserInfo> {
    const headPortrait = await this.d.images.use(url, ctx, 'head_portrait');
    return this.update(ctx.session.userId, { headPortrait });
  }

  /** POST /user/editNickname — signature omitted keeps the current one. */
  async editNickname(input: EditNicknameRequest, ctx: AuthedContext): Promise<UserInfo> {
    return this.update(ctx.session.userId, {
      nickname: input.nickname,
      ...(input.signature === undefined ? {} : { signature: input.signature }),
    });
  }

  /** Whether both an e-mail and a phone are bound (identity verification needs both). */
  async contactsBound(userId: number): Promise<boolean> {
    const user = await this.user(userId);
    return Boolean(user.email && user.phone);
  }

  private async updateContact(
    codeId: number,
    by: { session: AuthSession; stepUp: string | undefined },
    fields: Parameters<typeof users.setProfileFields>[2],
    field: 'mobile' | 'email',
  ): Promise<UserInfo> {
    try {
      const row = await this.d.db.transaction(async (tx) => {
        await spendCode(tx, codeId);
        const updated = await users.setProfileFields(tx, by.session.userId, fields);
        await this.d.guards.contactChange.current?.check(tx, { ...by, replacing: false });
        return updated;
      });
      if (!row) throw sessionInvalid();
      return toUserInfo(row);
    } catch (err) {
      if (sqlState(err) === UNIQUE_VIOLATION)
        throw refuse(field === 'mobile' ? 'mobile_in_use' : 'email_in_use', {}, field);
      throw err;
    }
  }

  private async update(
    userId: number,
    fields: Parameters<typeof users.setProfileFields>[2],
  ): Promise<UserInfo> {
    const row = await users.setProfileFields(this.d.db, userId, fields);
    if (!row) throw sessionInvalid();
    return toUserInfo(row);
  }

  private async user(userId: number): Promise<UserRow> {
    const user = await users.findUserById(this.d.db, userId);
    if (!user) throw sessionInvalid();
    return user;
  }

  /** The address the pay-password code was sent to: the one asked for, else the one with the newest code. */
  private async payCodeTarget(user: UserRow, type: 'email' | 'mobile' | undefined): Promise<string> {
    if (type === 'email' || !user.phone) return user.email ?? '';
    if (type === 'mobile' || !user.email) return user.phone;
    const [byEmail, byPhone] = await Promise.all([
      codes.latestCode(this.d.db, user.email, 'pay_password'),
      codes.latestCode(this.d.db, user.phone, 'pay_password'),
    ]);
    if (!byEmail) return user.phone;
    if (!byPhone) return user.email;
    return byPhone.createdAt > byEmail.createdAt ? user.phone : user.email;
  }
}

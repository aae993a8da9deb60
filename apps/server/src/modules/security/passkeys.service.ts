import { randomBytes } from 'node:crypto';
import { type LangCode, refuse } from '@meridian/contract';
import {
  COOLING_OFF_HOURS,
  PASSKEYS_MAX,
  type PasskeyItem,
  type PasskeyLoginRequest,
  type PasskeyRegisterRequest,
  type SecurityOverview,
  type WebauthnOptions,
} from '@meridian/contract/security';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Db, Tx } from '../../platform/db';
import { lockUser } from '../../platform/db/user-lock';
import type { AuthedContext, RequestContext } from '../../platform/http/route';
import * as repo from './passkeys.repo';
import { passkeyItem } from './passkeys.view';
import type { ChallengeRow } from './security.schema';
import {
  assertionOptions,
  CHALLENGE_TTL_MS,
  newChallenge,
  originOf,
  parseAssertion,
  registrationOptions,
  verifyAssertion,
  verifyRegistration,
} from './webauthn';

/** What passkeys need from the rest of the security module and from the account module. */
export interface PasskeysServiceDeps {
  db: Db;
  /** PUBLIC_URL: the relying party's origin when configured, else each request's own. */
  publicUrl: string | undefined;
  /** The account module's entry: who a login names, and the sign-in every login ends with. */
  accounts: {
    userIdByLogin(login: string): Promise<number | undefined>;
    accountsOf(userIds: number[]): Promise<Map<number, string>>;
    /** Records the sign-in and opens the session (new-device notice included), as a password login does. */
    signIn(userId: number, ctx: RequestContext, stay?: boolean): Promise<string>;
  };
  /** A step-up proof for `factor_change`, spent in the caller's transaction (none needed without a factor). */
  consumeStepUp(
    tx: Tx,
    input: { userId: number; sessionId: number; action: 'factor_change'; proof: string | undefined },
  ): Promise<void>;
  /**
   * The second-factor lockout: runs `attempt` as one try, counted before it runs (refused while locked); a throw
   * is a wrong try, a return clears the count.
   */
  lockout: { counted<T>(userId: number, attempt: () => Promise<T>): Promise<T> };
  pauseWithdrawals(tx: Tx, userId: number, reason: 'credentials_changed', until: Date): Promise<void>;
  notice(
    tx: Tx,
    userId: number,
    key: 'security_passkey_added' | 'security_passkey_removed',
    params: { name: string },
    lang: LangCode,
  ): Promise<void>;
  overview(userId: number): Promise<SecurityOverview>;
}

/**
 * Passkeys (WebAuthn credentials): registered by a signed-in user, used as a second factor (login gate and
 * step-up, through `verifyForFactor`) and to sign in alone. Every ceremony answers a challenge this server
 * issued, once, within CHALLENGE_TTL_MS.
 */
export class PasskeysService {
  constructor(private readonly d: PasskeysServiceDeps) {}

  /** POST /security/passkeys/register_options */
  async registerOptions(ctx: AuthedContext): Promise<WebauthnOptions> {
    const userId = ctx.session.userId;
    const existing = await repo.listForUser(this.d.db, userId);
    if (existing.length >= PASSKEYS_MAX) throw refuse('passkey_limit', { max: PASSKEYS_MAX });
    const account = (await this.d.accounts.accountsOf([userId])).get(userId) ?? String(userId);
    return this.issue(ctx, userId, 'register', (origin, challenge) =>
      registrationOptions({
        origin,
        challenge,
        // the internal id, not the e-mail or phone: the handle is stored on the authenticator
        userHandle: new Uint8Array(Buffer.from(String(userId))),
        userName: account,
        displayName: account,
        exclude: existing,
      }),
    );
  }

  /** POST /security/passkeys/register — a step-up `factor_change` once the user holds a second factor. */
  async register(input: PasskeyRegisterRequest, ctx: AuthedContext): Promise<PasskeyItem> {
    const userId = ctx.session.userId;
    const challenge = await this.spend(input.challenge, ['register'], userId);
    const credential = await verifyRegistration(challenge.challenge, input.response);
    const row = await this.d.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      if ((await repo.countForUser(tx, userId)) >= PASSKEYS_MAX)
        throw refuse('passkey_limit', { max: PASSKEYS_MAX });
      await this.d.consumeStepUp(tx, {
        userId,
        sessionId: ctx.session.sessionId,
        action: 'factor_change',
        proof: input.step_up,
      });
      const inserted = await repo.insertPasskey(tx, { ...credential, userId, name: input.name });
      if (!inserted) throw refuse('passkey_invalid', {}, 'response');
      await this.d.notice(tx, userId, 'security_passkey_added', { name: input.name }, ctx.lang);
      return inserted;
    });
    return passkeyItem(row);
  }

  /** POST /security/passkeys/rename */
  async rename(input: { id: number; name: string }, ctx: AuthedContext): Promise<PasskeyItem> {
    const row = await repo.rename(this.d.db, ctx.session.userId, input.id, input.name);
    if (!row) throw refuse('passkey_not_found', {}, 'id');
    return passkeyItem(row);
  }

  /** POST /security/passkeys/remove — a step-up `factor_change`; withdrawals then wait COOLING_OFF_HOURS. */
  async remove(input: { id: number; step_up?: string }, ctx: AuthedContext): Promise<SecurityOverview> {
    const userId = ctx.session.userId;
    await this.d.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      await this.d.consumeStepUp(tx, {
        userId,
        sessionId: ctx.session.sessionId,
        action: 'factor_change',
        proof: input.step_up,
      });
      const removed = await repo.remove(tx, userId, input.id);
      if (!removed) throw refuse('passkey_not_found', {}, 'id');
      const until = new Date(Date.now() + COOLING_OFF_HOURS * 3_600_000);
      await this.d.pauseWithdrawals(tx, userId, 'credentials_changed', until);
      await this.d.notice(tx, userId, 'security_passkey_removed', { name: removed.name }, ctx.lang);
    });
    return this.d.overview(userId);
  }

  /** POST /security/passkeys/assert_options — over the caller's passkeys, for a step-up. */
  async assertOptions(ctx: AuthedContext): Promise<WebauthnOptions> {
    const userId = ctx.session.userId;
    const allow = await repo.listForUser(this.d.db, userId);
    if (allow.length === 0) throw refuse('passkey_not_found');
    return this.issue(ctx, userId, 'step_up', (origin, challenge) =>
      assertionOptions({ origin, challenge, allow }),
    );
  }

  /**
   * POST /security/passkeys/login_options — with an account, over its passkeys; without one, or for an
   * account that does not exist, any passkey of this site (the reply does not tell which).
   */
  async loginOptions(input: { user_string?: string }, ctx: RequestContext): Promise<WebauthnOptions> {
    const login = input.user_string?.trim();
    const userId = login ? await this.d.accounts.userIdByLogin(login) : undefined;
    const allow = userId === undefined ? [] : await repo.listForUser(this.d.db, userId);
    return this.issue(ctx, userId ?? null, 'login', (origin, challenge) =>
      assertionOptions({ origin, challenge, allow }),
    );
  }

  /**
   * POST /security/passkeys/login — a passkey alone signs in: it is both factors only with user verification
   * (PIN or biometrics), which is required here. Wrong tries count towards the factor lockout of the account.
   */
  async login(input: PasskeyLoginRequest, ctx: RequestContext): Promise<string> {
    const challenge = await this.spend(input.challenge, ['login'], 'any');
    const { userId } = await this.checkAssertion(challenge, parseAssertion(input.response), {
      userId: challenge.userId,
      requireUserVerification: true,
      countTries: true,
    });
    return this.d.accounts.signIn(userId, ctx, input.stay);
  }

  /**
   * The security module's passkey verifier (login gate and step-up): an assertion of `userId`'s passkey (or of
   * anyone's when null) answering a login or step-up challenge. The caller counts the tries.
   */
  async verifyForFactor(input: {
    userId: number | null;
    challenge: string;
    response: string;
  }): Promise<{ userId: number }> {
    const challenge = await this.spend(input.challenge, ['login', 'step_up'], input.userId ?? 'any');
    return this.checkAssertion(challenge, parseAssertion(input.response), {
      userId: input.userId ?? challenge.userId,
      requireUserVerification: false,
      countTries: false,
    });
  }

  private async checkAssertion(
    challenge: ChallengeRow,
    response: AuthenticationResponseJSON,
    opts: { userId: number | null; requireUserVerification: boolean; countTries: boolean },
  ): Promise<{ userId: number }> {
    const passkey = await repo.findByCredentialId(this.d.db, response.id);
    const account = opts.userId ?? passkey?.userId;
    if (account === undefined) throw refuse('passkey_invalid', {}, 'response');
    const attempt = async () => {
      if (!passkey || passkey.userId !== account) throw refuse('passkey_invalid', {}, 'response');
      const { newCounter, backedUp } = await verifyAssertion({
        challenge: challenge.challenge,
        response,
        credential: passkey,
        requireUserVerification: opts.requireUserVerification,
      });
      const recorded = await repo.recordUse(this.d.db, {
        id: passkey.id,
        checkedCounter: passkey.counter,
        newCounter,
        backedUp,
      });
      if (!recorded) throw refuse('passkey_invalid', {}, 'response');
      return { userId: account };
    };
    return opts.countTries ? this.d.lockout.counted(account, attempt) : attempt();
  }

  /** Stores a new challenge for `userId` (null: anyone) and replies its id with the options (JSON text). */
  private async issue(
    ctx: RequestContext,
    userId: number | null,
    purpose: repo.ChallengePurpose,
    build: (origin: string, challenge: ReturnType<typeof newChallenge>) => Promise<{ challenge: string }>,
  ): Promise<WebauthnOptions> {
    const origin = originOf(ctx.req, this.d.publicUrl);
    const options = await build(origin, newChallenge(origin));
    const id = randomBytes(24).toString('base64url');
    await repo.pruneChallenges(this.d.db, new Date());
    await repo.insertChallenge(this.d.db, {
      id,
      userId,
      purpose,
      challenge: options.challenge,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    return { challenge: id, options: JSON.stringify(options) };
  }

  /**
   * Spends a challenge of `purposes` issued for `userId` (or for anyone with 'any'): in its own statement,
   * committed before the answer is checked, so a refused answer cannot be tried again.
   */
  private async spend(
    id: string,
    purposes: readonly repo.ChallengePurpose[],
    userId: number | 'any',
  ): Promise<ChallengeRow> {
    const row = await repo.spendChallenge(this.d.db, id, purposes);
    if (!row) throw refuse('passkey_invalid', {}, 'challenge');
    if (userId !== 'any' && row.userId !== null && row.userId !== userId)
      throw refuse('passkey_invalid', {}, 'challenge');
    if (row.expiresAt.getTime() <= Date.now()) throw refuse('passkey_challenge_expired', {}, 'challenge');
    return row;
  }
}

import { randomBytes } from 'node:crypto';
import { LOGIN_LOCKOUT, refuse } from '@meridian/contract';
import {
  OPS_SESSION_TTL_MS,
  opsApi,
  type OperatorInfo,
  type OpsLoginRequest,
  type OpsLoginResponse,
  type OpsMe,
} from '@meridian/contract/ops';
import { z } from 'zod';
import { type Db, sqlState, UNIQUE_VIOLATION } from '../../platform/db';
import type { EventBus } from '../../platform/events';
import { minutesUntil } from '../../platform/db/failure-window';
import { sessionInvalid } from '../../platform/http/app-error';
import { translate } from '../../platform/i18n';
import type { OperatorContext, OperatorSession, RequestContext } from '../../platform/http/route';
import { dummyPasswordHash, hashPassword, hashToken, verifyPassword } from '../account';
import { insertAudit } from './audit.repo';
import type { OperatorFactorsService } from './operator-factors.service';
import * as repo from './operators.repo';
import type { OperatorRow } from './ops.schema';

/** What the CLI accepts for a new operator (the same rules as a user's e-mail and password). */
export const newOperatorInput = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(8).max(128),
});
export type NewOperatorInput = z.infer<typeof newOperatorInput>;

/** Thrown by create when the e-mail already has an operator account. */
export class OperatorExistsError extends Error {
  constructor(readonly email: string) {
    super(`an operator with e-mail ${email} already exists (use --reset-password to set a new password)`);
    this.name = 'OperatorExistsError';
  }
}

/** The calls an enrolment-only session may make (paths as the server routes them, under /api). */
const ENROLMENT_CALLS = new Set(
  [opsApi.totpSetup, opsApi.totpEnable, opsApi.me, opsApi.logout].map((e) => `/api${e.path}`),
);

/**
 * Operator accounts and sessions. Operators are created from the command line (`npm run ops`), never through
 * the API; they log in with e-mail and password (argon2id, 5 wrong passwords in 15 min lock for 15 min, like
 * users) plus their authenticator's code, and get a 256-bit token stored only as its SHA-256, which ends at
 * logout or after 12 hours. An operator without an authenticator gets an enrolment-only session.
 */
export class OperatorsService {
  /**
   * `events`: where a logout is announced, so the operator's sockets close; `factors`: the second factor a login
   * proves (both absent in the CLI, which never logs in).
   */
  constructor(
    private readonly db: Db,
    private readonly events?: EventBus,
    private readonly factors?: OperatorFactorsService,
  ) {}

  async create(input: NewOperatorInput): Promise<OperatorInfo> {
    const { email, password } = newOperatorInput.parse(input);
    const passwordHash = await hashPassword(password);
    try {
      return toInfo(await repo.insertOperator(this.db, { email, passwordHash }));
    } catch (err) {
      if (sqlState(err) === UNIQUE_VIOLATION) throw new OperatorExistsError(email);
      throw err;
    }
  }

  /** Sets a new password (and clears a lockout); undefined when there is no such operator. */
  async resetPassword(input: NewOperatorInput): Promise<OperatorInfo | undefined> {
    const { email, password } = newOperatorInput.parse(input);
    const row = await repo.findOperatorByEmail(this.db, email);
    if (!row) return undefined;
    await repo.setOperatorPassword(this.db, row.id, await hashPassword(password));
    return toInfo(row);
  }

  async list(): Promise<(OperatorInfo & { disabled: boolean; created_at: string })[]> {
    return (await repo.listOperators(this.db)).map((r) => ({
      ...toInfo(r),
      disabled: r.disabled,
      created_at: r.createdAt.toISOString(),
    }));
  }

  /**
   * POST /ops/login — after the password, an enrolled operator's code or recovery code (its own lock counts wrong
   * ones, so the password's count starts again once the password is right); the session and its
   * `operator.login` audit row (with the factor used) are written in one transaction.
   */
  async login(input: OpsLoginRequest, ctx: RequestContext): Promise<OpsLoginResponse> {
    const factors = this.factors;
    if (!factors) throw new Error('operator logins need the second-factor service');
    const op = await repo.findOperatorByEmail(this.db, input.email);
    if (!op || op.disabled) {
      await verifyPassword(await dummyPasswordHash(), input.password);
      throw refuse('login_failed');
    }
    // the try is counted before the password is checked, so concurrent guesses cannot pass the lock
    const claim = await repo.claimOperatorTry(this.db, op.id, LOGIN_LOCKOUT);
    if (!claim.claimed) throw refuse('account_locked', { minutes: minutesUntil(claim.lockedUntil) });
    if (!(await verifyPassword(op.passwordHash, input.password))) {
      if (claim.lockedUntil) throw refuse('account_locked', { minutes: minutesUntil(claim.lockedUntil) });
      throw refuse('login_failed');
    }
    await repo.clearOperatorTries(this.db, op.id);
    const enrolled = await factors.enrolled(op.id);
    const factor = enrolled ? await factors.prove(op.id, input) : 'enrolment';
    const token = randomBytes(32).toString('hex');
    const expiresAt = new Date(Date.now() + OPS_SESSION_TTL_MS);
    await this.db.transaction(async (tx) => {
      await repo.recordOperatorLogin(tx, op.id);
      const sessionId = await repo.insertOperatorSession(tx, {
        operatorId: op.id,
        tokenHash: hashToken(token),
        ip: ctx.ip,
        expiresAt,
      });
      await insertAudit(tx, {
        operatorId: op.id,
        action: 'operator.login',
        targetType: 'operator',
        targetId: String(op.id),
        before: null,
        after: {
          session_id: sessionId,
          expires_at: expiresAt.toISOString(),
          user_agent: ctx.userAgent,
          factor,
        },
        ip: ctx.ip,
      });
    });
    return { token, operator: toInfo(op), enrolment_required: !enrolled };
  }

  /**
   * The live session of a token (from the Authorization header), if any. An enrolment-only session (no
   * authenticator yet) serves only the enrolment calls: another `route` is refused second_factor_required, and
   * without a route (a socket) it is no session.
   */
  async resolve(token: string | undefined, route?: string): Promise<OperatorSession | undefined> {
    if (!token) return undefined;
    const found = await repo.findLiveOperatorSession(this.db, hashToken(token));
    if (!found) return undefined;
    const { enrolled, ...session } = found;
    if (enrolled || (route !== undefined && ENROLMENT_CALLS.has(route))) return session;
    if (route === undefined) return undefined;
    throw refuse('second_factor_required');
  }

  /** Which of these sessions are still live (the socket's periodic check of operators' sockets). */
  liveSessions(sessionIds: readonly number[]): Promise<Set<number>> {
    return repo.liveOperatorSessionIds(this.db, sessionIds);
  }

  /** POST /ops/logout */
  async logout(ctx: OperatorContext): Promise<string> {
    await repo.revokeOperatorSession(this.db, ctx.operator.sessionId);
    this.events?.emit('operator_sessions.ended', { sessionIds: [ctx.operator.sessionId] });
    return translate('logout_success', ctx.lang);
  }

  /** GET /ops/me — with whether the authenticator is on (the console's enrolment screen otherwise). */
  async me(ctx: OperatorContext): Promise<OpsMe> {
    const row = await repo.findOperatorById(this.db, ctx.operator.operatorId);
    if (!row) throw sessionInvalid();
    return { ...toInfo(row), totp_enabled: (await this.factors?.enrolled(row.id)) ?? false };
  }
}

function toInfo(row: OperatorRow): OperatorInfo {
  return { id: row.id, email: row.email };
}

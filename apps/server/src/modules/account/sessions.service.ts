import { createHash, randomBytes } from 'node:crypto';
import { SESSION_IDLE_TTL_MS, SESSION_IDLE_TTL_SHORT_MS, refuse } from '@meridian/contract';
import { type RevokeSessionsRequest, type SessionItem } from '@meridian/contract/account';
import type { Db, Tx } from '../../platform/db';
import { afterCommit } from '../../platform/db/after-commit';
import type { EventBus } from '../../platform/events';
import type { AuthSession } from '../../platform/http/route';
import type { AccountGuards } from './guards.hooks';
import * as repo from './sessions.repo';

/** lastSeenAt is refreshed at most this often per session. */
const TOUCH_EVERY_MS = 60_000;
const IDLE_TTLS: repo.IdleTtls = { stayMs: SESSION_IDLE_TTL_MS, shortMs: SESSION_IDLE_TTL_SHORT_MS };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `Authorization: <token>` (raw, as the original client sends) or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return /^[0-9a-f]{64}$/.test(token) ? token : undefined;
}

export interface SessionsServiceDeps {
  db: Db;
  events: EventBus;
  /** Told of every new session in the transaction that stores it (new-device notices). */
  guards: AccountGuards;
}

export class SessionsService {
  constructor(private readonly d: SessionsServiceDeps) {}

  /**
   * A new 256-bit token; only its SHA-256 is stored. `stayLoggedIn`: 30 days idle, else 24 h. Every sign-in
   * (password or passkey) comes here, so the session-started port sees each one.
   */
  async create(userId: number, device: string, ip: string, stayLoggedIn = true): Promise<string> {
    const token = randomBytes(32).toString('hex');
    await this.d.db.transaction(async (tx) => {
      const row = await repo.insertSession(tx, {
        userId,
        tokenHash: hashToken(token),
        device,
        ip,
        stayLoggedIn,
      });
      await this.d.guards.sessionStarted.current?.on(tx, {
        userId,
        sessionId: row.id,
        userAgent: device,
        ip,
        at: row.createdAt,
      });
    });
    return token;
  }

  /** Ends one of the user's sessions other than `current` (a "not me" answer); false when none matched. */
  async endOther(tx: Tx, userId: number, sessionId: number, current: number): Promise<boolean> {
    if (sessionId === current) return false;
    const ids = await repo.revokeSessions(tx, userId, { id: sessionId }, 'not_me');
    if (ids.length === 0) return false;
    afterCommit(tx, () => this.announce(userId, ids, 'revoked'));
    return true;
  }

  async resolve(token: string | undefined): Promise<AuthSession | undefined> {
    if (!token) return undefined;
    const row = await repo.findLiveSession(this.d.db, hashToken(token), IDLE_TTLS);
    if (!row) return undefined;
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touchSession(this.d.db, row.id);
    return { userId: row.userId, sessionId: row.id };
  }

  async list(session: AuthSession): Promise<SessionItem[]> {
    const rows = await repo.listLiveSessions(this.d.db, session.userId, IDLE_TTLS);
    return rows.map((r) => ({
      id: r.id,
      device: r.device,
      ip: r.ip,
      created_at: r.createdAt.toISOString(),
      last_seen_at: r.lastSeenAt.toISOString(),
      current: r.id === session.sessionId,
      stay_logged_in: r.stayLoggedIn,
    }));
  }

  /** POST /user/stay_logged_in — the current session's idle lifetime from now on (30 days or 24 h). */
  async setStayLoggedIn(session: AuthSession, enabled: boolean): Promise<{ stay_logged_in: boolean }> {
    if (!(await repo.setStayLoggedIn(this.d.db, session.sessionId, enabled)))
      throw refuse('session_not_found');
    return { stay_logged_in: enabled };
  }

  async revoke(session: AuthSession, request: RevokeSessionsRequest): Promise<{ revoked: number }> {
    const which = 'id' in request ? { id: request.id } : { allExcept: session.sessionId };
    const ids = await repo.revokeSessions(this.d.db, session.userId, which, 'revoked');
    if ('id' in request && ids.length === 0) throw refuse('session_not_found');
    this.announce(session.userId, ids, 'revoked');
    return { revoked: ids.length };
  }

  async logout(session: AuthSession): Promise<void> {
    const ids = await repo.revokeSessions(this.d.db, session.userId, { id: session.sessionId }, 'logout');
    this.announce(session.userId, ids, 'logout');
  }

  /** Ends every session of a user (password reset). */
  async revokeAll(userId: number): Promise<void> {
    const ids = await repo.revokeSessions(this.d.db, userId, 'all', 'revoked');
    this.announce(userId, ids, 'revoked');
  }

  private announce(userId: number, sessionIds: number[], reason: 'logout' | 'revoked') {
    if (sessionIds.length > 0) this.d.events.emit('sessions.revoked', { userId, sessionIds, reason });
  }
}

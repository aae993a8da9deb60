import { refuse } from '@meridian/contract';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db';
import { hashToken } from '../account';
import { supportVisitors, type SupportVisitorRow } from './support.schema';

/** A visitor token lives this long (the chat asks for a new one after it). */
export const VISITOR_TTL_MS = 30 * 86_400_000;

export interface SupportVisitorsDeps {
  db: Db;
  now: () => Date;
}

/**
 * Visitors: someone chatting before logging in. A token is 256 random bits (base64url), kept by the client and
 * stored here only as its SHA-256, like sessions; it names the visitor's thread and socket room until it
 * expires or is claimed by an account at login.
 */
export class SupportVisitors {
  constructor(private readonly d: SupportVisitorsDeps) {}

  /** POST /kefu/visitor */
  async issue(): Promise<{ visitor_token: string; expires_at: string }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.d.now().getTime() + VISITOR_TTL_MS);
    await this.d.db.insert(supportVisitors).values({ tokenHash: hashToken(token), expiresAt });
    return { visitor_token: token, expires_at: expiresAt.toISOString() };
  }

  /** The live (unexpired, unclaimed) visitor of a token, if any: the socket handshake's lookup. */
  async resolve(token: string | undefined, db: DbOrTx = this.d.db): Promise<number | undefined> {
    if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
    const [row] = await db
      .select({ id: supportVisitors.id })
      .from(supportVisitors)
      .where(
        and(
          eq(supportVisitors.tokenHash, hashToken(token)),
          gt(supportVisitors.expiresAt, this.d.now()),
          isNull(supportVisitors.claimedBy),
        ),
      )
      .limit(1);
    return row?.id;
  }

  /** `resolve`, refusing a token that is not live (support_visitor_invalid). */
  async require(token: string): Promise<number> {
    const id = await this.resolve(token);
    if (id === undefined) throw refuse('support_visitor_invalid', {}, 'visitor_token');
    return id;
  }

  /**
   * Locks the visitor of `token` for a claim by `userId`: undefined when the token is unknown or expired; a
   * row already claimed (by anyone) is returned as it is, so a second claim is a no-op.
   */
  async lockForClaim(tx: Tx, token: string): Promise<SupportVisitorRow | undefined> {
    const [row] = await tx
      .select()
      .from(supportVisitors)
      .where(eq(supportVisitors.tokenHash, hashToken(token)))
      .for('update')
      .limit(1);
    if (!row || (row.claimedBy === null && row.expiresAt <= this.d.now())) return undefined;
    return row;
  }

  async markClaimed(tx: Tx, visitorId: number, userId: number): Promise<void> {
    await tx
      .update(supportVisitors)
      .set({ claimedBy: userId, claimedAt: this.d.now() })
      .where(eq(supportVisitors.id, visitorId));
  }
}

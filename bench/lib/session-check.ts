import type pg from 'pg';
import { hashToken, tokenFromHeader } from '../../apps/server/src/modules/account/sessions.service';

/**
 * The bare processes' session check (the ceiling and floor legs of the spot benchmark): one named statement on the
 * app's own `sessions` table with the app's token hash; the caller's user id, or null.
 */
export async function sessionUser(pool: pg.Pool, authorization: string | undefined): Promise<string | null> {
  const r = await pool.query<{ user_id: string }>({
    name: 'session',
    text: 'SELECT user_id::text FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL',
    values: [hashToken(tokenFromHeader(authorization) ?? '')],
  });
  return r.rows[0]?.user_id ?? null;
}

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ok, post } from '../../../test/api';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { newUser } from '../settings/settings.testing';
import { pauseWithdrawals, withdrawalPause } from './pauses';
import { userIdOf } from './security.testing';

let t: TestApp;
useTestApp((app) => (t = app));

const hours = (h: number) => new Date(Date.now() + h * 3_600_000);

describe('withdrawal pauses', () => {
  it('a later pause never shortens a longer one, and a live not_me keeps its reason', async () => {
    const u = await newUser(t);
    const userId = await userIdOf(t, u.token);
    const db = t.database.db;
    expect(await withdrawalPause(db, userId)).toBeNull();

    await pauseWithdrawals(db, userId, 'not_me', hours(48));
    await pauseWithdrawals(db, userId, 'credentials_changed', hours(24));
    const kept = await withdrawalPause(db, userId);
    expect(kept?.reason).toBe('not_me');
    expect(Math.abs((kept?.until.getTime() ?? 0) - hours(48).getTime())).toBeLessThan(5_000);

    await pauseWithdrawals(db, userId, 'credentials_changed', hours(72));
    expect((await withdrawalPause(db, userId))?.reason).toBe('not_me');
    expect(
      Math.abs(((await withdrawalPause(db, userId))?.until.getTime() ?? 0) - hours(72).getTime()),
    ).toBeLessThan(5_000);

    const overview = ok<{ withdrawals_paused_reason: string; withdrawals_paused_until: string }>(
      await post(t.app, '/security/overview', {}, { token: u.token }),
    );
    expect(overview.withdrawals_paused_reason).toBe('not_me');
  });

  it('an ended pause is replaced whole, and is not reported', async () => {
    const u = await newUser(t);
    const userId = await userIdOf(t, u.token);
    const db = t.database.db;
    await pauseWithdrawals(db, userId, 'not_me', hours(1));
    await db.execute(
      sql`UPDATE security_settings SET withdrawals_paused_until = now() - interval '1 second' WHERE user_id = ${userId}`,
    );
    expect(await withdrawalPause(db, userId)).toBeNull();
    await pauseWithdrawals(db, userId, 'credentials_changed', hours(24));
    expect((await withdrawalPause(db, userId))?.reason).toBe('credentials_changed');
  });
});

import { eq } from 'drizzle-orm';
import type { SecurityOverview } from '@meridian/contract/security';
import type { DbOrTx } from '../../platform/db';
import { factorsOf } from './factors';
import { passkeysOf, unusedRecoveryCodes } from './factors.repo';
import { passkeyItem } from './passkeys.view';
import { withdrawalPause } from './pauses';
import { securitySettings } from './security.schema';

/** GET /security/overview, and the reply of every call that changes a factor or a protection. */
export async function readOverview(db: DbOrTx, userId: number): Promise<SecurityOverview> {
  // one after another: `db` may be a transaction, whose one connection runs one query at a time
  const factors = await factorsOf(db, userId);
  const passkeys = await passkeysOf(db, userId);
  const pause = await withdrawalPause(db, userId);
  const settings = await db.select().from(securitySettings).where(eq(securitySettings.userId, userId));
  const totp = factors.includes('totp');
  return {
    totp,
    passkeys: passkeys.map(passkeyItem),
    recovery_codes_left: totp ? await unusedRecoveryCodes(db, userId) : 0,
    factors,
    anti_phishing: settings[0]?.antiPhishing ?? null,
    allow_list: settings[0]?.allowList ?? false,
    withdrawals_paused_until: pause?.until.toISOString() ?? null,
    withdrawals_paused_reason: pause?.reason ?? null,
  };
}

import type { SecondFactor } from '@meridian/contract/security';
import type { DbOrTx } from '../../platform/db';
import { heldFactors } from './factors.repo';

/** The second factors a user holds, in the order the app offers them (for other modules and the overview). */
export async function factorsOf(db: DbOrTx, userId: number): Promise<SecondFactor[]> {
  const held = await heldFactors(db, userId);
  const factors: SecondFactor[] = [];
  if (held.passkey) factors.push('passkey');
  if (held.totp) factors.push('totp');
  return factors;
}

/** Whether the user holds any second factor (a step-up or a second login factor is then required). */
export async function hasSecondFactor(db: DbOrTx, userId: number): Promise<boolean> {
  const held = await heldFactors(db, userId);
  return held.totp || held.passkey;
}

import type { SecondFactorGate } from '../account';
import type { Db } from '../../platform/db';
import { hasSecondFactor } from './factors';
import type { FactorsService } from './factors.service';

/**
 * The account's login and reset gate: an account holding a second factor must prove one (the lockout applies);
 * one without is let through untouched, whatever factor fields it sent.
 */
export function secondFactorGate(db: Db, factors: FactorsService): SecondFactorGate {
  return {
    async check(userId, factor) {
      if (!(await hasSecondFactor(db, userId))) return;
      await factors.prove(userId, factor);
    },
  };
}

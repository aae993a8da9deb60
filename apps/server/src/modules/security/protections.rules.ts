import { COOLING_OFF_HOURS } from '@meridian/contract/security';
import { type DomainError, refuse } from '@meridian/contract';

const HOUR_MS = 3_600_000;

/** What the withdrawal rules read of a user's protections. */
export interface Protections {
  allowList: boolean;
  withdrawalsPausedUntil: Date | null;
  pausedReason: string | null;
}

/** The end of a change's pause, or of a destination's cooling-off: COOLING_OFF_HOURS after `from`. */
export const coolingOffEnd = (from: Date): Date => new Date(from.getTime() + COOLING_OFF_HOURS * HOUR_MS);

/** A pause in force: "not me" until the login password changes, else until its end. */
export function pauseRefusal(p: Protections, now: Date): DomainError | null {
  const until = p.withdrawalsPausedUntil;
  if (!until || until.getTime() <= now.getTime()) return null;
  if (p.pausedReason === 'not_me') return refuse('withdrawals_paused_not_me');
  return refuse('withdrawals_paused', { until: until.toISOString() });
}

/**
 * Every withdrawal already goes to a saved destination (an address of the book, or one of the two saved
 * cards; `wallet/out` takes no free-typed one), so the allow-list's effect is the cooling-off: with it on, a
 * destination saved or edited less than COOLING_OFF_HOURS ago is refused until then. With it off there is no
 * cooling-off: the user chose destinations usable at once, and saving one still needs a step-up.
 */
export function coolingOffRefusal(
  p: Protections,
  savedAt: Date,
  now: Date,
  field: 'address_id' | 'type',
): DomainError | null {
  if (!p.allowList) return null;
  const until = coolingOffEnd(savedAt);
  if (until.getTime() <= now.getTime()) return null;
  return refuse('address_cooling_off', { until: until.toISOString() }, field);
}

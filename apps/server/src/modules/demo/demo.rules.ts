import { refuse, type Decimal } from '@meridian/contract';
import { DEMO_FUNDS, type DemoClaimKind } from '@meridian/contract/demo';

/** What the faucet knows of one account when it decides (read under the user's lock). */
export interface FaucetState {
  claimed: boolean;
  /** UTC days (YYYY-MM-DD) of the account's top-ups. */
  topUpDays: readonly string[];
  /** The account's total balance valued in USDT. */
  totalUsdt: Decimal;
  now: Date;
}

/** The UTC day of an instant, YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Midnight UTC after `at`: when the next day's top-up opens. */
export function nextUtcMidnight(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}

/** Why `kind` cannot be credited now (a DomainError), or nothing when it can. */
export function refusal(kind: DemoClaimKind, s: FaucetState) {
  if (kind === 'claim') return s.claimed ? refuse('demo_already_claimed') : undefined;
  if (!s.claimed) return refuse('demo_claim_first');
  if (s.topUpDays.includes(utcDay(s.now)))
    return refuse('demo_top_up_used_today', {
      next: nextUtcMidnight(s.now).toISOString().slice(0, 16).replace('T', ' '),
    });
  if (s.totalUsdt.gte(DEMO_FUNDS.topUpBelow))
    return refuse('demo_top_up_not_needed', { threshold: DEMO_FUNDS.topUpBelow });
  return undefined;
}

/** What the account may do now: its claim, a top-up, or nothing. */
export function available(s: FaucetState): DemoClaimKind | null {
  if (!refusal('claim', s)) return 'claim';
  if (!refusal('top_up', s)) return 'top_up';
  return null;
}

/** When the daily rule next allows a top-up: null when not claimed yet or no top-up today. */
export function nextTopUpAt(s: FaucetState): Date | null {
  if (!s.claimed || !s.topUpDays.includes(utcDay(s.now))) return null;
  return nextUtcMidnight(s.now);
}

/** The amount of a credit of `kind`. */
export function amountOf(kind: DemoClaimKind): string {
  return kind === 'claim' ? DEMO_FUNDS.claimAmount : DEMO_FUNDS.topUpAmount;
}

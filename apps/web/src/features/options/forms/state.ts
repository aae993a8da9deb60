import { Decimal } from '@meridian/contract';
import { OPTIONS_STAKE_DECIMALS } from '@meridian/contract/options';
import type { OptionDirection, OptionTier, OptionsContext, OptionsTicket } from './types';
import { positiveAmount, sanitizeAmount } from '../../../lib/amountInput';

export function initialOptionsTicket(tiers: readonly OptionTier[]): OptionsTicket {
  const first = tiers[0];
  return { seconds: first?.seconds ?? null, stake: first ? new Decimal(first.min).toFixed() : '' };
}

export type OptionsAction =
  | { kind: 'tier'; seconds: number }
  | { kind: 'stake'; value: string }
  | { kind: 'quick'; amount: string }
  | { kind: 'tiers'; tiers: readonly OptionTier[] };

export function reduceOptionsTicket(ticket: OptionsTicket, action: OptionsAction): OptionsTicket {
  switch (action.kind) {
    case 'tier':
      return { ...ticket, seconds: action.seconds };
    case 'stake':
      return { ...ticket, stake: sanitizeAmount(action.value, OPTIONS_STAKE_DECIMALS) };
    case 'quick':
      return { ...ticket, stake: sanitizeAmount(action.amount, OPTIONS_STAKE_DECIMALS) };
    case 'tiers':
      // The chosen tier stays while it is offered; otherwise the first one.
      if (action.tiers.some((t) => t.seconds === ticket.seconds)) return ticket;
      return { ...ticket, seconds: action.tiers[0]?.seconds ?? null };
  }
}

export function tierOf(ticket: OptionsTicket, ctx: Pick<OptionsContext, 'tiers'>): OptionTier | null {
  return ctx.tiers.find((t) => t.seconds === ticket.seconds) ?? null;
}

export function positiveStake(raw: string): Decimal | null {
  return positiveAmount(raw);
}

/** While an order runs: is it winning on the live price? 1 winning, 0 level, -1 losing. */
export function liveStanding(direction: OptionDirection, entry: string, live: string): -1 | 0 | 1 {
  const e = positiveStake(entry);
  const l = positiveStake(live);
  if (!e || !l) return 0;
  const cmp = l.comparedTo(e);
  if (cmp === 0) return 0;
  return (direction === 'up') === cmp > 0 ? 1 : -1;
}

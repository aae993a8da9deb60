import { Decimal } from '@meridian/contract';
import { breakEvenWinRate, optionPayout } from '@meridian/contract/options';
import { positiveStake, tierOf } from './state';
import type { OptionTier, OptionsContext, OptionsTicket } from './types';

export interface OptionsSummary {
  ratio: string | null;
  /** What a win pays back (stake × (1 + ratio)). */
  payout: string | null;
  /** The profit of a win. */
  profit: string | null;
  /** Percent, 2 decimals. */
  breakEven: string | null;
}

export function optionsSummary(ticket: OptionsTicket, ctx: Pick<OptionsContext, 'tiers'>): OptionsSummary {
  const tier = tierOf(ticket, ctx);
  const stake = positiveStake(ticket.stake);
  const win = tier && stake ? optionPayout(stake.toFixed(), tier.ratio) : null;
  return {
    ratio: tier?.ratio ?? null,
    payout: win?.payout ?? null,
    profit: win?.profit ?? null,
    breakEven: tier ? breakEvenWinRate(tier.ratio) : null,
  };
}

/** The tighter of the tier's and the currency's limits ('0'/'' = no limit). */
export function stakeLimits(
  tier: OptionTier,
  ctx: Pick<OptionsContext, 'currencyMin' | 'currencyMax'>,
): { min: string; max: string | null } {
  const min = Decimal.max(positiveStake(tier.min) ?? 0, positiveStake(ctx.currencyMin) ?? 0);
  const maxes = [positiveStake(tier.max), positiveStake(ctx.currencyMax)].filter(
    (v): v is Decimal => v !== null,
  );
  return { min: min.toFixed(), max: maxes.length ? Decimal.min(...maxes).toFixed() : null };
}

import { OPTIONS_STAKE_DECIMALS } from '@meridian/contract/options';
import type { MessageKey, MessageParams } from '@meridian/contract';
import { positiveStake, tierOf } from './state';
import { stakeLimits } from './summary';
import type { OptionsContext, OptionsTicket } from './types';

export type OptionsProblemCode =
  | 'unavailable'
  | 'tier'
  | 'stake_required'
  | 'stake_invalid'
  | 'stake_decimals'
  | 'stake_range'
  | 'insufficient_balance';

export interface OptionsProblem {
  code: OptionsProblemCode;
  key: MessageKey;
  params?: MessageParams;
}

export function optionsProblem(ticket: OptionsTicket, ctx: OptionsContext): OptionsProblem | null {
  if (!ctx.available) return { code: 'unavailable', key: 'microtrade_unavailable' };
  const tier = tierOf(ticket, ctx);
  if (!tier) return { code: 'tier', key: 'microtrade_tier_unknown' };
  if (ticket.stake.trim() === '') return { code: 'stake_required', key: 'parameter_error' };
  const stake = positiveStake(ticket.stake);
  if (!stake) return { code: 'stake_invalid', key: 'parameter_error' };
  if (stake.decimalPlaces() > OPTIONS_STAKE_DECIMALS)
    return {
      code: 'stake_decimals',
      key: 'microtrade_amount_decimals',
      params: { decimals: OPTIONS_STAKE_DECIMALS },
    };
  const { min, max } = stakeLimits(tier, ctx);
  if (stake.lt(min) || (max !== null && stake.gt(max)))
    return { code: 'stake_range', key: 'microtrade_amount_range', params: { min, max: max ?? '∞' } };
  if (ctx.balance !== null && stake.gt(ctx.balance))
    return { code: 'insufficient_balance', key: 'insufficient_balance' };
  return null;
}

export function isQuietOptionsProblem(p: OptionsProblem): boolean {
  return p.code === 'stake_required';
}

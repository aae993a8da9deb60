import { Decimal } from '@meridian/contract';
import { OPTIONS_DOWN, OPTIONS_UP, OPTIONS_CURRENCY_ID } from '@meridian/contract/options';
import type { RequestOf } from '@meridian/contract';
import type { optionsApi } from '@meridian/contract/options';
import { optionsProblem } from './errors';
import type { OptionDirection, OptionsContext, OptionsTicket } from './types';

/** The `microtrade/submit` body: the contract's request type. */
export type OptionSubmitBody = RequestOf<typeof optionsApi.submit>;

/** The `microtrade/submit` body, or null while the ticket has a problem. */
export function toOptionsSubmit(
  ticket: OptionsTicket,
  ctx: OptionsContext,
  matchId: number,
  direction: OptionDirection,
): OptionSubmitBody | null {
  if (optionsProblem(ticket, ctx) || ticket.seconds === null) return null;
  return {
    match_id: matchId,
    currency_id: OPTIONS_CURRENCY_ID,
    type: direction === 'up' ? OPTIONS_UP : OPTIONS_DOWN,
    seconds: ticket.seconds,
    number: new Decimal(ticket.stake).toFixed(),
  };
}

import { Decimal, MICRO_DOWN, MICRO_UP, MICROTRADE_CURRENCY_ID } from '@meridian/contract';
import type { API, RequestOf } from '@meridian/contract';
import { optionsProblem } from './errors';
import type { OptionDirection, OptionsContext, OptionsTicket } from './types';

/** The `microtrade/submit` body: the contract's request type. */
export type OptionSubmitBody = RequestOf<typeof API.microtrade.submit>;

/** The `microtrade/submit` body, or null while the ticket has a problem. */
export function toMicrotradeSubmit(
  ticket: OptionsTicket,
  ctx: OptionsContext,
  matchId: number,
  direction: OptionDirection,
): OptionSubmitBody | null {
  if (optionsProblem(ticket, ctx) || ticket.seconds === null) return null;
  return {
    match_id: matchId,
    currency_id: MICROTRADE_CURRENCY_ID,
    type: direction === 'up' ? MICRO_UP : MICRO_DOWN,
    seconds: ticket.seconds,
    number: new Decimal(ticket.stake).toFixed(),
  };
}

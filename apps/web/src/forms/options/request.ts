import { Decimal } from '@meridian/contract';
import { optionsProblem } from './errors';
import type { OptionDirection, OptionsContext, OptionsTicket } from './types';

/** The `microtrade/submit` body, or null while the ticket has a problem. */
export function toMicrotradeSubmit(
  ticket: OptionsTicket,
  ctx: OptionsContext,
  matchId: number,
  direction: OptionDirection,
): { match_id: number; currency_id: number; type: 1 | 2; seconds: number; number: string } | null {
  if (optionsProblem(ticket, ctx) || ticket.seconds === null) return null;
  return {
    match_id: matchId,
    currency_id: 3,
    type: direction === 'up' ? 1 : 2,
    seconds: ticket.seconds,
    number: new Decimal(ticket.stake).toFixed(),
  };
}

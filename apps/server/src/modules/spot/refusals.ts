import { DomainError, refuse } from '@meridian/contract';
import type { OrderBookEngine } from '../../engines/orderbook/types';
import { NothingWritten } from './group-commit';
import type { SpotChecked } from './spot.rules';
import { ticksToPrice, type PairUnits } from './units';

/** How a placement turns a rule's answer into its value or a refusal that wrote nothing (group-commit.ts). */

/** `fn`'s value; a refusal it throws (nothing written yet) as `NothingWritten` (group-commit.ts). */
export function refusedBeforeWriting<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    throw err instanceof DomainError ? new NothingWritten(err) : err;
  }
}

/** The value of a rule's answer, or its refusal as the contract's DomainError (the error reply). */
export function approved<T>(checked: SpotChecked<T>): T {
  if (!checked.ok) throw refuse(checked.refusal.key, checked.refusal.params, checked.refusal.field);
  return checked.value;
}

export function topOf(book: OrderBookEngine, units: PairUnits) {
  const bid = book.bestBid();
  const ask = book.bestAsk();
  return {
    bestBid: bid === undefined ? undefined : ticksToPrice(units, bid),
    bestAsk: ask === undefined ? undefined : ticksToPrice(units, ask),
  };
}

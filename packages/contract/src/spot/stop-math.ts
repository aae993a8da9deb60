import { Decimal } from '../decimal';
import type { MessageKey } from '../errors';
import { spotBuyHold } from './spot-math';
import { SPOT_STOP_LIMIT_BAND_PERCENT, type SpotSide } from './spot';

/**
 * Stop-limit and OCO rules and math — pure, shared by the server (which refuses and holds) and the web ticket
 * (which previews and validates the same way).
 *
 * A stop's direction is fixed by its side: a buy stop triggers when the last price rises to its trigger (≥), a
 * sell stop when it falls to it (≤); a trigger already reached at placement is refused, not fired at once. An
 * OCO pairs a take-profit limit on the other side of the last price (a buy below it, a sell above it) with a
 * stop-limit; both legs are of the same amount and side, so the pair holds once, the larger of the two needs.
 */

type DecimalLike = Decimal | string;
const d = (v: DecimalLike) => new Decimal(v);

/** The direction the last price must move for a stop of `side` to trigger. */
export const spotStopDirection = (side: SpotSide): 'above' | 'below' => (side === 'buy' ? 'above' : 'below');

/** Whether the last price `price` reaches a stop of `side` at `trigger`. */
export const spotStopReached = (side: SpotSide, trigger: DecimalLike, price: DecimalLike): boolean =>
  side === 'buy' ? d(price).gte(trigger) : d(price).lte(trigger);

export interface SpotStopTerms {
  side: SpotSide;
  type: 'stop_limit' | 'oco';
  amount: DecimalLike;
  trigger: DecimalLike;
  /** The stop's limit price (a stop-limit's `target_price`, an OCO's `stop_limit_price`). */
  stopLimit: DecimalLike;
  /** An OCO's take-profit limit price (`target_price`); null for a stop-limit. */
  takeProfit: DecimalLike | null;
}

/** A stop's refusal: the message key, its parameters and the request field it is about. */
export interface SpotStopRefusal {
  key: MessageKey;
  params: Record<string, string>;
  field: 'trigger_price' | 'target_price' | 'stop_limit_price';
}

/**
 * Checks a stop-limit or OCO against the last price `last` (null when none is known): the trigger must not be
 * reached yet, the stop's limit must lie within SPOT_STOP_LIMIT_BAND_PERCENT of its trigger, and an OCO's
 * take-profit must lie on the other side of the last price. Null when it passes.
 */
export function spotStopRefusal(o: SpotStopTerms, last: DecimalLike | null): SpotStopRefusal | null {
  if (last === null || !d(last).gt(0))
    return { key: 'spot_stop_no_price', params: {}, field: 'trigger_price' };
  const price = d(last).toFixed();
  const buy = o.side === 'buy';
  if (spotStopReached(o.side, o.trigger, last))
    return {
      key: buy ? 'spot_stop_trigger_above' : 'spot_stop_trigger_below',
      params: { price },
      field: 'trigger_price',
    };
  const band = d(o.trigger).mul(SPOT_STOP_LIMIT_BAND_PERCENT).div(100);
  if (d(o.stopLimit).minus(o.trigger).abs().gt(band))
    return {
      key: 'spot_stop_limit_far',
      params: { percent: SPOT_STOP_LIMIT_BAND_PERCENT },
      field: o.type === 'oco' ? 'stop_limit_price' : 'target_price',
    };
  if (o.type === 'oco' && o.takeProfit !== null) {
    const wrong = buy ? d(o.takeProfit).gte(last) : d(o.takeProfit).lte(last);
    if (wrong)
      return {
        key: buy ? 'spot_oco_take_profit_below' : 'spot_oco_take_profit_above',
        params: { price },
        field: 'target_price',
      };
  }
  return null;
}

/**
 * What a stop-limit or OCO holds from the available balance, in the side's spend asset: a sell its amount (both
 * legs sell the same base), a buy the larger of its legs' limit holds (each rounded up to the quote decimals),
 * held once for the pair and moved to whichever leg goes on.
 */
export function spotStopHold(o: SpotStopTerms, quoteDecimals: number): Decimal {
  if (o.side === 'sell') return d(o.amount);
  const stop = spotBuyHold('limit', o.amount, o.stopLimit, quoteDecimals);
  if (o.type !== 'oco' || o.takeProfit === null) return stop;
  return Decimal.max(stop, spotBuyHold('limit', o.amount, o.takeProfit, quoteDecimals));
}

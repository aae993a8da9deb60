import { Decimal, type MessageKey } from '@meridian/contract';
import { spotStopHold, spotStopRefusal, type SpotStopTerms } from '@meridian/contract/spot/stops';
import { planOrder, type OrderCheck, type SpotChecked, type SpotOrderPlan } from './spot.rules';
import { priceTicksOf, tickSize } from './units';

/**
 * Pure rules of stop-limit and OCO placements: each leg is checked as the limit order it becomes (tick, lot,
 * minimum value, session), the trigger against the tick and the last price (contract stop-math), and the whole
 * holds once (`spotStopHold`: the larger leg of a buy pair, the amount of a sell).
 */

export interface StopPlan {
  kind: 'stop_limit' | 'oco';
  /** The stop leg as the limit order it becomes once triggered; its `hold` is what it holds then. */
  stop: SpotOrderPlan;
  /** Its trigger, normalised to the pair's price decimals. */
  trigger: string;
  /** An OCO's take-profit leg, resting at once. */
  takeProfit: SpotOrderPlan | null;
  /** What the placement holds, once, in the side's spend asset. */
  hold: { currencyId: number; amount: Decimal };
}

const refuse = (refusal: { key: MessageKey; params?: Record<string, string>; field?: string }) =>
  ({ ok: false, refusal }) as const;

/** Plans a `stop_limit` or `oco` request; `last` is the pair's last price (null when none is known). */
export function planStop(c: OrderCheck, last: string | null): SpotChecked<StopPlan> {
  const r = c.request;
  if (r.type !== 'stop_limit' && r.type !== 'oco') return refuse({ key: 'spot_type_invalid' });
  const oco = r.type === 'oco';
  const asLimit = (price: string | undefined, field: string): SpotChecked<SpotOrderPlan> => {
    const planned = planOrder({ ...c, request: { ...r, type: 'limit', target_price: price } });
    if (!planned.ok && planned.refusal.field === 'target_price')
      return { ok: false, refusal: { ...planned.refusal, field } };
    return planned;
  };
  const stop = asLimit(oco ? r.stop_limit_price : r.target_price, oco ? 'stop_limit_price' : 'target_price');
  if (!stop.ok) return stop;
  const takeProfit = oco ? asLimit(r.target_price, 'target_price') : null;
  if (takeProfit && !takeProfit.ok) return takeProfit;
  const units = stop.value.units;
  if (r.trigger_price === undefined || priceTicksOf(units, r.trigger_price) === undefined)
    return refuse({ key: 'spot_price_tick', params: { tick: tickSize(units) }, field: 'trigger_price' });
  const terms: SpotStopTerms = {
    side: r.side,
    type: r.type,
    amount: stop.value.amount,
    trigger: r.trigger_price,
    stopLimit: stop.value.price ?? '0',
    takeProfit: takeProfit?.value.price ?? null,
  };
  const refused = spotStopRefusal(terms, last);
  if (refused) return refuse(refused);
  return {
    ok: true,
    value: {
      kind: r.type,
      stop: stop.value,
      trigger: new Decimal(r.trigger_price).toFixed(stop.value.pair.pricePrecision),
      takeProfit: takeProfit?.value ?? null,
      hold: { currencyId: stop.value.hold.currencyId, amount: spotStopHold(terms, c.precisions.quote) },
    },
  };
}

import type { SpotStopsMessageKey } from '../../errors';

/** Stop-limit and OCO refusals (en). */
export const en: Record<SpotStopsMessageKey, string> = {
  spot_trigger_required: 'Please enter a trigger price',
  spot_stop_no_price: 'No last price for this pair right now, please try again shortly',
  spot_stop_trigger_above: 'The trigger must be above the last price ({{price}})',
  spot_stop_trigger_below: 'The trigger must be below the last price ({{price}})',
  spot_stop_limit_far: 'The limit price must be within {{percent}}% of the trigger',
  spot_oco_take_profit_below: 'The take-profit price must be below the last price ({{price}})',
  spot_oco_take_profit_above: 'The take-profit price must be above the last price ({{price}})',
};

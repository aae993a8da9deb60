import type { SpotStopsMessageKey } from '../../errors';

/** Stop-limit and OCO refusals (fra). */
export const fra: Record<SpotStopsMessageKey, string> = {
  spot_trigger_required: 'Veuillez saisir un prix de déclenchement',
  spot_stop_no_price: 'Pas encore de dernier prix pour cette paire, veuillez réessayer dans un instant',
  spot_stop_trigger_above: 'Le déclenchement doit être au-dessus du dernier prix ({{price}})',
  spot_stop_trigger_below: 'Le déclenchement doit être au-dessous du dernier prix ({{price}})',
  spot_stop_limit_far: 'Le prix limite doit rester à {{percent}} % au plus du déclenchement',
  spot_oco_take_profit_below: 'Le prix de prise de bénéfice doit être au-dessous du dernier prix ({{price}})',
  spot_oco_take_profit_above: 'Le prix de prise de bénéfice doit être au-dessus du dernier prix ({{price}})',
};

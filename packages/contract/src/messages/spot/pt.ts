import type { SpotStopsMessageKey } from '../../errors';

/** Stop-limit and OCO refusals (pt). */
export const pt: Record<SpotStopsMessageKey, string> = {
  spot_trigger_required: 'Informe um preço de disparo',
  spot_stop_no_price: 'Ainda não há último preço para este par; tente novamente em instantes',
  spot_stop_trigger_above: 'O disparo deve ficar acima do último preço ({{price}})',
  spot_stop_trigger_below: 'O disparo deve ficar abaixo do último preço ({{price}})',
  spot_stop_limit_far: 'O preço limite deve ficar a até {{percent}}% do disparo',
  spot_oco_take_profit_below: 'O preço de realização de lucro deve ficar abaixo do último preço ({{price}})',
  spot_oco_take_profit_above: 'O preço de realização de lucro deve ficar acima do último preço ({{price}})',
};

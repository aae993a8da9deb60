import type { SpotStopsMessageKey } from '../../errors';

/** Stop-limit and OCO refusals (tr). */
export const tr: Record<SpotStopsMessageKey, string> = {
  spot_trigger_required: 'Lütfen bir tetik fiyatı girin',
  spot_stop_no_price: 'Bu parite için henüz son fiyat yok, lütfen birazdan tekrar deneyin',
  spot_stop_trigger_above: 'Tetik fiyatı son fiyatın ({{price}}) üzerinde olmalıdır',
  spot_stop_trigger_below: 'Tetik fiyatı son fiyatın ({{price}}) altında olmalıdır',
  spot_stop_limit_far: 'Limit fiyatı tetik fiyatından en fazla %{{percent}} uzakta olmalıdır',
  spot_oco_take_profit_below: 'Kâr alma fiyatı son fiyatın ({{price}}) altında olmalıdır',
  spot_oco_take_profit_above: 'Kâr alma fiyatı son fiyatın ({{price}}) üzerinde olmalıdır',
};

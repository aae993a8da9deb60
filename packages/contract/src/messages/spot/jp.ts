import type { SpotStopsMessageKey } from '../../errors';

/** Stop-limit and OCO refusals (jp). */
export const jp: Record<SpotStopsMessageKey, string> = {
  spot_trigger_required: 'トリガー価格を入力してください',
  spot_stop_no_price: 'この銘柄の直近価格がまだありません。しばらくしてからお試しください',
  spot_stop_trigger_above: 'トリガー価格は直近価格（{{price}}）より高くしてください',
  spot_stop_trigger_below: 'トリガー価格は直近価格（{{price}}）より低くしてください',
  spot_stop_limit_far: '指値はトリガー価格から{{percent}}%以内にしてください',
  spot_oco_take_profit_below: '利確価格は直近価格（{{price}}）より低くしてください',
  spot_oco_take_profit_above: '利確価格は直近価格（{{price}}）より高くしてください',
};

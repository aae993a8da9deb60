import type { SpotStopsMessageKey } from '../../errors';

/** Stop-limit and OCO refusals (kor). */
export const kor: Record<SpotStopsMessageKey, string> = {
  spot_trigger_required: '트리거 가격을 입력하세요',
  spot_stop_no_price: '이 페어의 최근 가격이 아직 없습니다. 잠시 후 다시 시도하세요',
  spot_stop_trigger_above: '트리거 가격은 최근 가격({{price}})보다 높아야 합니다',
  spot_stop_trigger_below: '트리거 가격은 최근 가격({{price}})보다 낮아야 합니다',
  spot_stop_limit_far: '지정가는 트리거 가격의 {{percent}}% 이내여야 합니다',
  spot_oco_take_profit_below: '익절 가격은 최근 가격({{price}})보다 낮아야 합니다',
  spot_oco_take_profit_above: '익절 가격은 최근 가격({{price}})보다 높아야 합니다',
};

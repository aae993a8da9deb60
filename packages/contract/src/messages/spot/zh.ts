import type { SpotStopsMessageKey } from '../../errors';

/** Stop-limit and OCO refusals (zh). */
export const zh: Record<SpotStopsMessageKey, string> = {
  spot_trigger_required: '请输入触发价',
  spot_stop_no_price: '该交易对暂无最新价，请稍后再试',
  spot_stop_trigger_above: '触发价须高于最新价（{{price}}）',
  spot_stop_trigger_below: '触发价须低于最新价（{{price}}）',
  spot_stop_limit_far: '限价须在触发价的 {{percent}}% 以内',
  spot_oco_take_profit_below: '止盈价须低于最新价（{{price}}）',
  spot_oco_take_profit_above: '止盈价须高于最新价（{{price}}）',
};

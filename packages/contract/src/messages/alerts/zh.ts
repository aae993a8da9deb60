import type { AlertMessageKey } from '../../errors';

export const zh: Record<AlertMessageKey, string> = {
  alert_limit: '最多只能有 {{max}} 个生效中的价格提醒',
  alert_not_found: '未找到该价格提醒',
  alert_price_invalid: '请输入大于 0 的价格，最多 {{decimals}} 位小数',
  alert_percent_invalid: '请输入 {{min}}% 至 {{max}}% 之间的涨跌幅',
};

import type { AlertMessageKey } from '../../errors';

export const jp: Record<AlertMessageKey, string> = {
  alert_limit: '有効な価格アラートは最大 {{max}} 件までです',
  alert_not_found: '価格アラートが見つかりません',
  alert_price_invalid: '0 より大きい価格を小数点以下 {{decimals}} 桁以内で入力してください',
  alert_percent_invalid: '変動率は {{min}} % から {{max}} % の間で入力してください',
};

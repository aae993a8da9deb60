import type { FuturesToolsMessageKey } from '../../errors';

export const zh: Record<FuturesToolsMessageKey, string> = {
  lever_close_share_invalid: '平仓手数须为整数，且不超过持仓手数',
  lever_close_limit_price_invalid: '请输入大于 0 且为价格最小变动单位整数倍的限价',
  lever_close_limit_side: '多单的限价平仓价须高于当前价，空单须低于当前价',
  lever_close_limit_missing: '该持仓没有限价平仓单',
  lever_partial_not_allowed:
    '部分保证金由体验券支付的持仓不能改变仓位和保证金，跟单持仓不能改变仓位：请全部平仓',
  lever_margin_amount_invalid: '请输入大于 0 的金额',
  lever_margin_remove_too_much: '最多可减少 {{max}} USDT：持仓须保持在维持保证金之上',
  lever_margin_insufficient: '合约余额不足，无法追加 {{amount}} USDT',
};

import type { FuturesToolsMessageKey } from '../../errors';

export const jp: Record<FuturesToolsMessageKey, string> = {
  lever_close_share_invalid: '決済するロット数は整数で、保有ロット数以下にしてください',
  lever_close_limit_price_invalid: '0より大きく、価格刻みの倍数の指値を入力してください',
  lever_close_limit_side: 'ロングの指値決済は現在価格より上、ショートは下に設定してください',
  lever_close_limit_missing: 'このポジションには指値決済がありません',
  lever_partial_not_allowed:
    'クーポンで一部を支払ったポジションのサイズと証拠金、コピーしたポジションのサイズは変更できません。全量を決済してください',
  lever_margin_amount_invalid: '0より大きい金額を入力してください',
  lever_margin_remove_too_much:
    '引き出せるのは最大 {{max}} USDT です。ポジションは維持証拠金を上回る必要があります',
  lever_margin_insufficient: '{{amount}} USDT を追加するには先物残高が不足しています',
};

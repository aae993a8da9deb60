import type { MessageKey } from '../errors';
import type { ParamFormats } from '../format-params';

const inCurrency = { assetParam: 'currency' } as const;
const usdt = { asset: 'USDT' } as const;
/** What the reader must at least pay or bring: rounded up, so the shown figure is enough. */
const usdtUp = { asset: 'USDT', rounding: 'up' } as const;
const inCurrencyUp = { assetParam: 'currency', rounding: 'up' } as const;

/**
 * How each numeric parameter of a server message is printed (format-params.ts) in the request's language: a
 * minimum the reader must reach is rounded up, a maximum or a balance down; an instant as a local date and time.
 * The catalogue test checks that every numeric placeholder of the catalogue is listed here.
 */
export const MESSAGE_NUMBERS: Readonly<Partial<Record<MessageKey, ParamFormats>>> = {
  account_locked: { minutes: 'count' },
  factor_locked: { minutes: 'count' },
  passkey_limit: { max: 'count' },
  alert_limit: { max: 'count' },
  alert_price_invalid: { decimals: 'count' },
  alert_percent_invalid: { min: 'percent', max: 'percent' },
  address_cooling_off: { until: 'time' },
  withdrawals_paused: { until: 'time' },
  code_resend_too_soon: { seconds: 'count' },
  withdraw_below_minimum: { min: 'money' },
  withdraw_limit_exceeded: { limit: { asset: 'BTC' } },
  amount_too_many_decimals: { precision: 'count' },
  verification_code_text: { minutes: 'count' },
  address_book_full: { max: 'count' },
  pay_password_wrong: { remaining: 'count' },
  pay_password_locked: { minutes: 'count' },
  kyc_under_review: { hours: 'count' },
  spot_market_closed: { opens: 'time' },
  spot_price_tick: { tick: 'price' },
  spot_amount_lot: { lot: 'price' },
  spot_amount_too_small: { min: 'money' },
  spot_stop_trigger_above: { price: 'price' },
  spot_stop_trigger_below: { price: 'price' },
  spot_stop_limit_far: { percent: 'percent' },
  spot_oco_take_profit_below: { price: 'price' },
  spot_oco_take_profit_above: { price: 'price' },
  microtrade_amount_range: { min: usdtUp, max: usdt },
  microtrade_amount_decimals: { decimals: 'count' },
  microtrade_too_many_open: { max: 'count' },
  follow_budget_below_minimum: { min: usdtUp },
  follow_too_many: { max: 'count' },
  demo_top_up_not_needed: { threshold: usdt },
  lever_share_invalid: { min: 'count', max: 'count' },
  lever_insufficient_margin: { margin: usdtUp, fee: usdtUp },
  lever_sl_beyond_liquidation: { liquidation: 'price' },
  lever_too_many_positions: { max: 'count' },
  lever_margin_remove_too_much: { max: usdt },
  lever_margin_insufficient: { amount: usdtUp },
  ieo_amount_below_min: { min: inCurrencyUp },
  ieo_amount_above_supply: { amount: inCurrency },
  lockming_amount_below_min: { min: inCurrencyUp },
  lockming_penalty_changed: { penalty: inCurrencyUp },
  dual_sold_out: { remaining: 'count' },
  dual_user_limit: { limit: 'count' },
  earn_rate_out_of_range: { min: 'percent', max: 'percent' },
  nft_bid_too_low: { min: inCurrencyUp },
  nft_window_too_long: { days: 'count' },
  otc_amount_below_min: { min: usdtUp },
  otc_amount_above_max: { max: usdt },
  otc_level_cap: { level: 'count', cap: usdt },
  loan_amount_below_min: { min: inCurrencyUp },
  loan_amount_above_max: { max: inCurrency },
  loan_ltv_exceeded: { max: inCurrency },
  game_points_insufficient: { points: 'count' },
  coupon_amount_below_value: { value: usdtUp },
};

import type { ParamFormats } from '../format-params';
import type { NotificationKey } from './keys';

const inCurrency = { assetParam: 'currency' } as const;
const inBorrowCurrency = { assetParam: 'borrow_currency' } as const;
const inPayCurrency = { assetParam: 'pay_currency' } as const;
const usdt = { asset: 'USDT' } as const;

/**
 * How each numeric parameter of a notification is printed (format-params.ts): stored rows keep the decimal
 * strings their cause wrote, and the reader's language and the asset's precision are applied when it is read.
 * The catalogue test checks that every numeric placeholder of the catalogue is listed here.
 */
export const NOTIFICATION_NUMBERS: Readonly<Partial<Record<NotificationKey, ParamFormats>>> = {
  deposit_credited: { amount: inCurrency },
  withdrawal_paid: { amount: inCurrency, fee: inCurrency },
  withdrawal_rejected: { amount: inCurrency },
  kyc_approved: { level: 'count' },
  kyc_rejected: { level: 'count' },
  option_won: { stake: inCurrency, profit: inCurrency, seconds: 'count' },
  option_lost: { stake: inCurrency, seconds: 'count' },
  option_draw: { stake: inCurrency, seconds: 'count' },
  option_void: { stake: inCurrency, seconds: 'count' },
  copy_stopped: { loss: usdt, percent: 'percent' },
  copy_share_received: { amount: usdt },
  ieo_allocated: { allocated: inCurrency, cost: inPayCurrency, refund: inPayCurrency },
  ieo_delivered: { amount: inCurrency },
  lockming_matured: { amount: inCurrency, interest: inCurrency },
  dual_settled: { price: 'price', amount: inCurrency },
  dual_failed: { amount: inCurrency },
  nft_outbid: { price: inCurrency },
  nft_auction_won: { price: inCurrency },
  nft_order_expired: { margin: inCurrency },
  nft_sold: { amount: inCurrency },
  nft_royalty: { amount: inCurrency },
  nft_margin_refunded: { margin: inCurrency },
  futures_margin_warning: { ratio: 'percent', price: 'price', liquidation_price: 'price' },
  futures_closed_tp: { price: 'price', result: inCurrency },
  futures_closed_sl: { price: 'price', result: inCurrency },
  futures_closed_limit: { price: 'price', result: inCurrency },
  futures_liquidated: { price: 'price', result: inCurrency },
  loan_margin_call: { ltv: 'percent', price: 'price', liquidation_price: 'price' },
  loan_liquidated: {
    collateral: inCurrency,
    price: 'price',
    debt: inBorrowCurrency,
    returned: inBorrowCurrency,
  },
  loan_matured: {
    collateral: inCurrency,
    price: 'price',
    debt: inBorrowCurrency,
    returned: inBorrowCurrency,
  },
  loan_repaid: { amount: inBorrowCurrency, collateral: inCurrency },
  otc_buy_completed: { amount: inCurrency, total: { assetParam: 'fiat' } },
  otc_sell_completed: { amount: inCurrency, total: { assetParam: 'fiat' } },
  coupon_granted_futures: { value: inCurrency },
  coupon_granted_options: { value: inCurrency },
  security_new_device: { time: 'time' },
  security_destination_added: { until: 'time' },
  security_withdrawals_paused: { until: 'time' },
  alert_price_above: { price: 'price', target: 'price' },
  alert_price_below: { price: 'price', target: 'price' },
  alert_price_move: { percent: 'percent', hours: 'count', price: 'price' },
  spot_stop_triggered: { trigger: 'price', amount: inCurrency, price: 'price' },
  spot_order_filled: { amount: inCurrency, price: 'price' },
};

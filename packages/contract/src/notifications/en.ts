import type { NotificationCatalogue } from './keys';

/** A futures position's side, as its close notices say it. */
const futuresSide = { side: { long: 'long', short: 'short' } };

export const en: NotificationCatalogue = {
  deposit_credited: {
    title: 'Deposit credited',
    body: 'Your deposit of {{amount}} {{currency}} has been credited to your spot account.',
  },
  withdrawal_paid: {
    title: 'Withdrawal paid',
    body: 'Your withdrawal of {{amount}} {{currency}} has been paid out (fee {{fee}} {{currency}}).',
  },
  withdrawal_rejected: {
    title: 'Withdrawal rejected',
    body: 'Your withdrawal of {{amount}} {{currency}} was rejected: {{reason}}. The amount is back in your spot account.',
  },
  kyc_approved: {
    title: 'Identity verified',
    body: 'Your identity verification (Lv{{level}}) has been approved.',
  },
  kyc_rejected: {
    title: 'Identity verification rejected',
    body: 'Your identity verification (Lv{{level}}) was rejected: {{reason}}. You can submit it again.',
  },
  option_won: {
    title: 'Option won',
    body: 'Your {{seconds}}-second {{symbol}} option of {{stake}} {{currency}} won: +{{profit}} {{currency}}.',
  },
  option_lost: {
    title: 'Option lost',
    body: 'Your {{seconds}}-second {{symbol}} option of {{stake}} {{currency}} lost: −{{stake}} {{currency}}.',
  },
  option_draw: {
    title: 'Option settled: draw',
    body: 'Your {{seconds}}-second {{symbol}} option closed at its entry price: your stake of {{stake}} {{currency}} has been returned.',
  },
  option_void: {
    title: 'Option refunded',
    body: 'No price was recorded for the settlement second of your {{seconds}}-second {{symbol}} option: your stake of {{stake}} {{currency}} has been returned.',
  },
  copy_skipped: {
    title: 'Copy not opened',
    body: 'A copy of {{trader}}’s {{symbol}} trade was not opened. The reason is in My copies.',
  },
  copy_stopped: {
    title: 'Copy stop-loss reached',
    body: 'Your follow of {{trader}} lost {{loss}} USDT ({{percent}}% of its budget): copying stopped and its copies were closed.',
  },
  copy_follow_ended: {
    title: 'Follow ended',
    body: '{{trader}} is no longer a trader, so your follow has ended. Your open copies stay open and are yours to manage.',
  },
  copy_share_received: {
    title: 'Profit share received',
    body: 'A follower’s {{symbol}} copy closed in profit: you received {{amount}} USDT.',
  },
  trader_approved: {
    title: 'You are a trader',
    body: 'Your trader application was approved: others can now follow you.',
  },
  trader_rejected: {
    title: 'Trader application rejected',
    body: 'Your trader application was rejected: {{reason}}. You can apply again.',
  },
  trader_revoked: {
    title: 'Trader status revoked',
    body: 'Your trader status was revoked: {{reason}}. Your followers’ follows have ended.',
  },
  ieo_allocated: {
    title: 'IEO allocation: {{project}}',
    body: 'You were allocated {{allocated}} {{currency}} for {{cost}} {{pay_currency}}; {{refund}} {{pay_currency}} was returned to your spot account. The tokens arrive at the time to market.',
  },
  ieo_delivered: {
    title: '{{currency}} has arrived',
    body: '{{amount}} {{currency}} from {{project}} was credited to your spot account.',
  },
  lockming_matured: {
    title: 'Lock matured',
    body: 'Your {{amount}} {{currency}} lock ended: the principal is back in your spot account, with {{interest}} {{currency}} earned in all.',
  },
  dual_settled: {
    title: 'Invest order settled',
    body: '{{name}} settled at {{price}}: {{amount}} {{currency}} was paid to your spot account.',
  },
  dual_failed: {
    title: 'Invest order refunded',
    body: '{{name}} could not be settled: the market recorded too few prices before the settlement time. Your deposit of {{amount}} {{currency}} was returned in full.',
  },
  nft_outbid: {
    title: 'You were outbid',
    body: 'Your bid on {{name}} was beaten: the bid is now {{price}} {{currency}}. Your held bid has been released.',
  },
  nft_auction_won: {
    title: 'Auction won',
    body: 'You won {{name}} at {{price}} {{currency}}. Please pay before {{deadline}} or your deposit is forfeited.',
  },
  nft_order_expired: {
    title: 'Auction payment expired',
    body: 'The payment for {{name}} was not made in time: your deposit of {{margin}} {{currency}} was forfeited.',
  },
  nft_sold: {
    title: 'Your NFT was sold',
    body: '{{name}} was sold: {{amount}} {{currency}} has been credited to your spot account.',
  },
  nft_royalty: {
    title: 'Royalty received',
    body: '{{name}} was resold: your royalty of {{amount}} {{currency}} has been credited to your spot account.',
  },
  nft_margin_refunded: {
    title: 'Auction deposit refunded',
    body: 'The auction of {{name}} has ended: your deposit of {{margin}} {{currency}} has been returned.',
  },
  support_reply: {
    title: 'Support replied',
    body: 'Customer support replied: “{{preview}}”. Open the chat to read it.',
  },
  // loans
  // futures
  futures_margin_warning: {
    title: 'Margin warning on your futures position',
    body: 'The margin ratio of your {{symbol}} position reached {{ratio}}% at {{price}}. Add margin or reduce the position: it is liquidated at {{liquidation_price}}.',
  },
  futures_closed_tp: {
    title: 'Take-profit reached: {{symbol}}',
    body: 'Your {{side}} {{symbol}} position reached its take-profit and closed at {{price}}. Result after fees: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_closed_sl: {
    title: 'Stop-loss reached: {{symbol}}',
    body: 'Your {{side}} {{symbol}} position reached its stop-loss and closed at {{price}}. Result after fees: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_closed_limit: {
    title: 'Limit close filled: {{symbol}}',
    body: 'The limit close of your {{side}} {{symbol}} position filled at {{price}}. Result after fees: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_liquidated: {
    title: 'Position liquidated: {{symbol}}',
    body: 'Your {{side}} {{symbol}} position was liquidated at {{price}}: its margin no longer covered the loss. Result after fees: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  loan_margin_call: {
    title: 'Margin call on your loan',
    body: 'The LTV of your {{currency}} loan reached {{ltv}}% at {{price}}. Add collateral or repay: it is liquidated at {{liquidation_price}}.',
  },
  loan_liquidated: {
    title: 'Your loan was liquidated',
    body: '{{collateral}} {{currency}} of collateral was sold at {{price}}: the debt of {{debt}} {{borrow_currency}} is settled and {{returned}} {{borrow_currency}} returned to your spot account.',
  },
  loan_matured: {
    title: 'Your loan reached its term end',
    body: 'The term ended: {{collateral}} {{currency}} of collateral was sold at {{price}}, the debt of {{debt}} {{borrow_currency}} is settled and {{returned}} {{borrow_currency}} returned to your spot account.',
  },
  loan_repaid: {
    title: 'Loan repaid',
    body: 'You repaid {{amount}} {{borrow_currency}} and the loan is closed: {{collateral}} {{currency}} of collateral is released to your spot account.',
  },
  otc_buy_completed: {
    title: 'OTC purchase completed',
    body: 'Order {{order_no}}: {{amount}} {{currency}} bought for {{total}} {{fiat}} has been credited to your spot account.',
  },
  otc_sell_completed: {
    title: 'OTC sale completed',
    body: 'Order {{order_no}}: {{amount}} {{currency}} sold; {{total}} {{fiat}} has been paid out to your bank card.',
  },
  otc_rejected: {
    title: 'OTC order rejected',
    body: 'Order {{order_no}} was rejected: {{reason}}. Coins held for a sale are back in your spot account.',
  },
  otc_expired: {
    title: 'OTC order expired',
    body: 'Order {{order_no}} was cancelled because no payment was confirmed within the payment window.',
  },
  coupon_granted_futures: {
    title: 'Coupon received',
    body: 'You received a {{value}} {{currency}} futures coupon ({{campaign}}), valid until {{expires_at}} UTC. Use it on a ticket to pay part of your margin or stake.',
  },
  coupon_granted_options: {
    title: 'Coupon received',
    body: 'You received a {{value}} {{currency}} options coupon ({{campaign}}), valid until {{expires_at}} UTC. Use it on a ticket to pay part of your margin or stake.',
  },
  security_new_device: {
    title: 'New sign-in',
    body: 'Your account was signed in from {{device}} ({{ip}}) at {{time}}. Not you? Open this notice and tap "Not me" to end that session and pause withdrawals.',
  },
  security_totp_enabled: {
    title: 'Authenticator app on',
    body: 'Your account now asks for a code from your authenticator app at sign-in and before withdrawals. Keep your recovery codes somewhere safe.',
  },
  security_totp_disabled: {
    title: 'Authenticator app off',
    body: 'The authenticator app was turned off. Withdrawals are paused for 24 hours.',
  },
  security_passkey_added: {
    title: 'Passkey added',
    body: 'The passkey "{{name}}" was added to your account.',
  },
  security_passkey_removed: {
    title: 'Passkey removed',
    body: 'The passkey "{{name}}" was removed from your account. Withdrawals are paused for 24 hours.',
  },
  security_recovery_codes_renewed: {
    title: 'New recovery codes',
    body: 'New recovery codes were created; the old ones no longer work.',
  },
  security_allow_list_on: {
    title: 'Withdrawal allow-list on',
    body: 'Withdrawals now go only to saved addresses and cards, each from 24 hours after it was saved.',
  },
  security_allow_list_off: {
    title: 'Withdrawal allow-list off',
    body: 'Withdrawals may again go to any address or card you save.',
  },
  security_destination_added: {
    title: 'Withdrawal destination saved',
    body: '"{{name}}" was saved. It can receive withdrawals from {{until}}.',
  },
  security_withdrawals_paused: {
    title: 'Withdrawals paused',
    body: 'After a security change, withdrawals are paused until {{until}}.',
  },
  security_anti_phishing_set: {
    title: 'Anti-phishing code set',
    body: 'Every e-mail from Meridian now shows your anti-phishing code. An e-mail without it is not from us.',
  },
  security_password_changed: {
    title: 'Password changed',
    body: 'Your login password was changed. Withdrawals are paused for 24 hours. Not you? Contact support at once.',
  },
  alert_price_above: {
    title: 'Price alert: {{symbol}}',
    body: '{{symbol}} reached {{price}}, at or above your alert price of {{target}}.',
  },
  alert_price_below: {
    title: 'Price alert: {{symbol}}',
    body: '{{symbol}} fell to {{price}}, at or below your alert price of {{target}}.',
  },
  alert_price_move: {
    title: 'Price move: {{symbol}}',
    body: '{{symbol}} moved {{sign}}{{percent}}% within {{hours}} h and is now at {{price}}.',
  },
  spot_stop_triggered: {
    title: 'Stop order triggered: {{symbol}}',
    body: '{{symbol}} reached {{trigger}}: your order for {{amount}} {{currency}} at {{price}} is now in the order book.',
  },
  spot_oco_cancelled: {
    title: 'OCO order: {{symbol}}',
    body: 'Your {{symbol}} take-profit order filled, so the stop order of its pair was cancelled.',
  },
  spot_order_filled: {
    title: 'Order filled: {{symbol}}',
    body: 'Your {{symbol}} order for {{amount}} {{currency}} at {{price}} has been filled.',
  },
};

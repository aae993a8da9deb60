/**
 * Notification keys: what a notification says is stored as one of these plus its parameters and rendered in
 * the reader's language when it is read (catalogue in this folder, one file per language). A product that
 * sends a new kind adds its key here and its title and body in all nine languages (the catalogue test checks
 * that every language has every key with the same placeholders).
 */
export const NOTIFICATION_KEYS = [
  // funds: {{amount}} {{currency}}; withdrawals also {{fee}} (paid) or {{reason}} (rejected)
  'deposit_credited',
  'withdrawal_paid',
  'withdrawal_rejected',
  // identity verification: {{level}} (1 or 2); rejected also {{reason}}
  'kyc_approved',
  'kyc_rejected',
  // seconds options: {{symbol}} {{seconds}} {{stake}} {{currency}}; won also {{profit}}
  'option_won',
  'option_lost',
  'option_draw',
  'option_void',
  // copy trading: {{trader}} (nickname); skipped also {{symbol}} {{reason}} (a localised skip reason);
  // stopped also {{loss}} {{percent}}; trader_rejected/revoked also {{reason}}; share also {{amount}} {{symbol}}
  'copy_skipped',
  'copy_stopped',
  'copy_follow_ended',
  'copy_share_received',
  'trader_approved',
  'trader_rejected',
  'trader_revoked',
  // earn: allocated {{project}} {{allocated}} {{currency}} {{cost}} {{refund}} {{pay_currency}};
  // delivered {{project}} {{amount}} {{currency}}; matured {{amount}} {{currency}} {{interest}};
  // dual settled {{name}} {{price}} {{amount}} {{currency}}; failed {{name}} {{amount}} {{currency}}
  'ieo_allocated',
  'ieo_delivered',
  'lockming_matured',
  'dual_settled',
  'dual_failed',
  // NFT: outbid {{name}} {{price}} {{currency}}; won {{name}} {{price}} {{currency}} {{deadline}};
  // expired {{name}} {{margin}} {{currency}}; sold {{name}} {{amount}} {{currency}}; royalty {{name}} {{amount}}
  // {{currency}}; deposit refunded {{name}} {{margin}} {{currency}}
  'nft_outbid',
  'nft_auction_won',
  'nft_order_expired',
  'nft_sold',
  'nft_royalty',
  'nft_margin_refunded',
  // futures: margin warning {{symbol}} {{ratio}} {{price}} {{liquidation_price}}; closed by its take-profit,
  // stop-loss, limit close or liquidation {{symbol}} {{side}} ('long' or 'short', shown as a word) {{price}}
  // (the close price) {{sign}} ('+' or '−') {{result}} (net of fees) {{currency}}
  'futures_margin_warning',
  'futures_closed_tp',
  'futures_closed_sl',
  'futures_closed_limit',
  'futures_liquidated',
  // loans: margin call {{currency}} {{ltv}} {{price}} {{liquidation_price}}; liquidated and matured
  // {{collateral}} {{currency}} {{price}} {{debt}} {{returned}} {{borrow_currency}}; repaid {{amount}}
  // {{borrow_currency}} {{collateral}} {{currency}}
  'loan_margin_call',
  'loan_liquidated',
  'loan_matured',
  'loan_repaid',
  // support chat: a reply while the user is elsewhere {{preview}} (the reply's first characters)
  'support_reply',
  // OTC desk: completed {{order_no}} {{amount}} {{currency}} {{total}} {{fiat}}; rejected {{order_no}}
  // {{reason}}; expired {{order_no}}
  'otc_buy_completed',
  'otc_sell_completed',
  'otc_rejected',
  'otc_expired',
  // experience coupons: granted {{campaign}} {{value}} {{currency}} {{expires_at}}
  'coupon_granted_futures',
  'coupon_granted_options',
  // security: new device {{device}} {{ip}} {{time}}; passkey {{name}}; destination {{name}} {{until}}; paused
  // {{until}}. A security notice's params may also carry `anti_phishing` (the phrase, shown beside the text)
  'security_new_device',
  'security_totp_enabled',
  'security_totp_disabled',
  'security_passkey_added',
  'security_passkey_removed',
  'security_recovery_codes_renewed',
  'security_allow_list_on',
  'security_allow_list_off',
  'security_destination_added',
  'security_withdrawals_paused',
  'security_anti_phishing_set',
  'security_password_changed',
  // price alerts: above/below {{symbol}} {{price}} {{target}}; move {{symbol}} {{sign}} ('+' or '−') {{percent}}
  // {{hours}} {{price}}
  'alert_price_above',
  'alert_price_below',
  'alert_price_move',
  // spot: stop triggered {{symbol}} {{trigger}} {{amount}} {{currency}} {{price}}; OCO leg cancelled {{symbol}};
  // a resting order filled {{symbol}} {{amount}} {{currency}} {{price}}
  'spot_stop_triggered',
  'spot_oco_cancelled',
  'spot_order_filled',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

export function isNotificationKey(value: string): value is NotificationKey {
  return (NOTIFICATION_KEYS as readonly string[]).includes(value);
}

/** Parameters of a notification: short values (amounts as decimal strings, symbols, operator reasons). */
export type NotificationParams = Record<string, string | number>;

/** A notification's text in one language; `{{name}}` is replaced by the parameter `name`. */
export interface NotificationText {
  title: string;
  body: string;
  /**
   * Parameters stored as a code and shown as a word of this language, by code: `{ side: { long, short } }`
   * (a code without a word is shown as it is).
   */
  words?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}
export type NotificationCatalogue = Record<NotificationKey, NotificationText>;

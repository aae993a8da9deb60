import type { NotificationKey } from '../notifications/keys';

/**
 * What a user turns push on or off for: every notification key belongs to one category, so muting a category
 * mutes every push of its keys (the in-app notification is written all the same).
 */
export const PUSH_CATEGORIES = [
  'alerts',
  'orders',
  'positions',
  'options',
  'funds',
  'nft',
  'earn',
  'loans',
  'security',
  'account',
] as const;
export type PushCategory = (typeof PUSH_CATEGORIES)[number];

export function isPushCategory(value: string): value is PushCategory {
  return (PUSH_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The category of each notification key. Partial as a type so that a product adding a key is not stopped by the
 * compiler, but `categories.test.ts` fails until the new key is given its category here.
 */
export const NOTIFICATION_PUSH_CATEGORY: Readonly<Partial<Record<NotificationKey, PushCategory>>> = {
  alert_price_above: 'alerts',
  alert_price_below: 'alerts',
  alert_price_move: 'alerts',
  spot_order_filled: 'orders',
  spot_stop_triggered: 'orders',
  spot_oco_cancelled: 'orders',
  futures_margin_warning: 'positions',
  futures_closed_tp: 'positions',
  futures_closed_sl: 'positions',
  futures_closed_limit: 'positions',
  futures_liquidated: 'positions',
  deposit_credited: 'funds',
  withdrawal_paid: 'funds',
  withdrawal_rejected: 'funds',
  otc_buy_completed: 'funds',
  otc_sell_completed: 'funds',
  otc_rejected: 'funds',
  otc_expired: 'funds',
  option_won: 'options',
  option_lost: 'options',
  option_draw: 'options',
  option_void: 'options',
  // a copy is a futures position of the follower
  copy_skipped: 'positions',
  copy_stopped: 'positions',
  copy_follow_ended: 'positions',
  copy_share_received: 'positions',
  ieo_allocated: 'earn',
  ieo_delivered: 'earn',
  lockming_matured: 'earn',
  dual_settled: 'earn',
  dual_failed: 'earn',
  nft_outbid: 'nft',
  nft_auction_won: 'nft',
  nft_order_expired: 'nft',
  nft_sold: 'nft',
  nft_royalty: 'nft',
  nft_margin_refunded: 'nft',
  loan_margin_call: 'loans',
  loan_liquidated: 'loans',
  loan_matured: 'loans',
  loan_repaid: 'loans',
  security_new_device: 'security',
  security_totp_enabled: 'security',
  security_totp_disabled: 'security',
  security_passkey_added: 'security',
  security_passkey_removed: 'security',
  security_recovery_codes_renewed: 'security',
  security_allow_list_on: 'security',
  security_allow_list_off: 'security',
  security_destination_added: 'security',
  security_withdrawals_paused: 'security',
  security_anti_phishing_set: 'security',
  security_password_changed: 'security',
  // the account's own reviews and services
  kyc_approved: 'account',
  kyc_rejected: 'account',
  trader_approved: 'account',
  trader_rejected: 'account',
  trader_revoked: 'account',
  support_reply: 'account',
  coupon_granted_futures: 'account',
  coupon_granted_options: 'account',
};

/** The push category of a stored notification key; undefined for a key this version does not know. */
export function pushCategoryOf(key: string): PushCategory | undefined {
  return (NOTIFICATION_PUSH_CATEGORY as Readonly<Record<string, PushCategory>>)[key];
}

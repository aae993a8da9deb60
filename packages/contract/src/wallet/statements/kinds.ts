/**
 * What moves a balance. Every ledger entry the server posts has one of these kinds (the
 * ledger's EntryInput is typed with it, and a server test scans the modules for the kinds they post); every
 * line of a statement is labelled from its entry's kind and reference (STATEMENT_LABELS) in all nine
 * languages (texts.ts, checked by statements.test.ts). A module that posts a new kind adds it here, maps it in
 * `statementLabelOf` and gives it a label in every language.
 */
export const LEDGER_ENTRY_KINDS = [
  // wallet
  'deposit',
  'withdrawal',
  'transfer',
  'conversion',
  // two-phase holds of any module (the reference says what for)
  'hold',
  'release',
  // spot
  'spot_fill',
  // futures
  'lever_fee',
  'lever_overnight',
  'lever_close',
  'lever_profit',
  'lever_shortfall',
  // seconds options
  'option_stake',
  'option_settle',
  'option_void',
  // the house market maker's one-time inventory
  'genesis',
  // demo mode's faucet: a claim or a daily top-up
  'demo_funds',
  // copy trading: a follower's profit share to the trader (futures account to futures account)
  'copy_profit_share',
  // earn: IEO payment (a hold posted: cost to the house, the rest back) and token delivery; lock-mining
  // dividends and early redemption (a hold posted: penalty to fees, the rest back); dual deposit, payout, refund
  'ieo_payment',
  'ieo_delivery',
  'lockming_dividend',
  'lockming_redeem',
  'dual_stake',
  'dual_payout',
  'dual_refund',
  // NFT: a fixed-price or box sale (buyer → seller, creator's royalty, fees), a won auction paid (the
  // bid hold posted the same way), a forfeited auction deposit (the deposit hold posted: seller, fees)
  'nft_sale',
  'nft_auction_pay',
  'nft_margin_forfeit',
  // loans: USDT lent from pool:loans, repaid to it; a liquidation or term-end sale (the collateral hold
  // posted to pool:loans, the proceeds beyond the debt credited back)
  'loan_borrow',
  'loan_repay',
  'loan_liquidation',
  // OTC desk: a buy's coins credited from pool:otc; a sell's held coins posted to pool:otc
  'otc_buy',
  'otc_sell',
  // invitations: an inviter's share of a referee's trading fee, paid from the fees account
  'invite_rebate',
  // experience coupons: a coupon's value paid from house:promotions as a margin or stake, and the value
  // returned to it out of what the position or option paid back
  'coupon_use',
  'coupon_return',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export function isLedgerEntryKind(value: string): value is LedgerEntryKind {
  return (LEDGER_ENTRY_KINDS as readonly string[]).includes(value);
}

/**
 * The label of a statement line: the entry kind, made precise for holds and releases by what they hold for
 * (a withdrawal request, a spot order, a futures margin); `other` for a kind this client does not know.
 */
export const STATEMENT_LABELS = [
  'deposit',
  'withdrawal_request',
  'withdrawal_paid',
  'withdrawal_returned',
  'transfer',
  'conversion',
  'spot_order_hold',
  'spot_order_release',
  'spot_fill',
  'lever_margin',
  'lever_margin_release',
  'lever_fee',
  'lever_overnight',
  'lever_close',
  'lever_profit',
  'lever_shortfall',
  'option_stake',
  'option_settle',
  'option_void',
  'genesis',
  'demo_funds',
  'copy_profit_share',
  'ieo_subscription',
  'ieo_refund',
  'ieo_payment',
  'ieo_delivery',
  'lockming_lock',
  'lockming_principal',
  'lockming_dividend',
  'lockming_redeem',
  'dual_stake',
  'dual_payout',
  'dual_refund',
  'nft_sale',
  'nft_auction_pay',
  'nft_margin_forfeit',
  'nft_margin_hold',
  'nft_margin_release',
  'nft_bid_hold',
  'nft_bid_release',
  'loan_borrow',
  'loan_repay',
  'loan_liquidation',
  'loan_collateral',
  'loan_collateral_release',
  'otc_buy',
  'otc_sell',
  'otc_sell_hold',
  'otc_sell_release',
  'invite_rebate',
  'coupon_use',
  'coupon_return',
  'hold',
  'release',
  'other',
] as const;
export type StatementLabel = (typeof STATEMENT_LABELS)[number];

const HOLD_FOR: Partial<Record<string, StatementLabel>> = {
  withdrawal: 'withdrawal_request',
  spot_order: 'spot_order_hold',
  lever_position: 'lever_margin',
  ieo_order: 'ieo_subscription',
  lockming_order: 'lockming_lock',
  nft_margin: 'nft_margin_hold',
  nft_bid: 'nft_bid_hold',
  loan: 'loan_collateral',
  otc_order: 'otc_sell_hold',
};
const RELEASE_FOR: Partial<Record<string, StatementLabel>> = {
  withdrawal: 'withdrawal_returned',
  spot_order: 'spot_order_release',
  lever_position: 'lever_margin_release',
  ieo_order: 'ieo_refund',
  lockming_order: 'lockming_principal',
  nft_margin: 'nft_margin_release',
  nft_bid: 'nft_bid_release',
  loan: 'loan_collateral_release',
  otc_order: 'otc_sell_release',
};

/** The label of a line from its entry's kind and ref type. */
export function statementLabelOf(kind: string, refType: string): StatementLabel {
  if (!isLedgerEntryKind(kind)) return 'other';
  if (kind === 'hold') return HOLD_FOR[refType] ?? 'hold';
  if (kind === 'release') return RELEASE_FOR[refType] ?? 'release';
  if (kind === 'withdrawal') return 'withdrawal_paid';
  return kind;
}

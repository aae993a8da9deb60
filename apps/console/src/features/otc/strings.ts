import type { OtcSide, OtcStatus } from '@meridian/contract/otc';

/**
 * The console's strings of the OTC desk: the order queue and the desk settings. English, like the rest
 * of the console (strings.ts). Texts marked "selector" are used by the browser journey.
 */
export const O = {
  // Tabs (selectors).
  title: 'OTC desk',
  hint: 'Users buy and sell coins against their currency at the feed price × the fiat rate ± the published spread, locked for 60 s. Confirming a buy credits the coins from the desk pool (pool:otc) through the ledger; confirming a sell moves the user’s held coins to it. Nothing here sets a price.',
  tabQueue: 'Order queue',
  tabSettings: 'Desk settings',

  // Queue.
  statuses: {
    pending: 'Pending',
    paid: 'Paid (voucher sent)',
    completed: 'Completed',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
    expired: 'Expired',
  } satisfies Record<OtcStatus, string>,
  sides: { buy: 'Buy', sell: 'Sell' } satisfies Record<OtcSide, string>,
  allSides: 'Buy and sell',
  userFilter: 'User ID',
  queueHint:
    'To act on: buys that are Paid (check the transfer against the voucher and the reference, then confirm) and sells that are Pending (pay out to the card, then confirm). A buy still Pending has no voucher yet; it expires by itself at its deadline.',
  colOrder: 'Order',
  colTrade: 'Trade',
  colPriceBasis: 'Feed price × fiat rate ± spread',
  colVoucher: 'Voucher',
  colPayout: 'Pay out to',
  colStatus: 'Status',
  colDeadline: 'Deadline',
  confirmBuy: 'Confirm payment', // selector
  confirmSell: 'Confirm payout', // selector
  confirmBuyTitle: (no: string) => `Confirm the payment of order ${no}?`,
  confirmSellTitle: (no: string) => `Confirm the payout of order ${no}?`,
  confirmBuyText: (total: string, reference: string, amount: string, account: string) =>
    `Only if ${total} with the reference ${reference} has arrived in the desk account. ${amount} are then credited to ${account} from the desk pool — this cannot be undone.`,
  confirmSellText: (total: string, card: string, amount: string) =>
    `Only after paying ${total} out to ${card}. The held ${amount} then go to the desk pool — this cannot be undone.`,
  confirmOk: 'Confirm', // selector
  confirmed: 'Order confirmed',
  rejectTitle: (no: string) => `Reject order ${no}`,
  rejectHint: 'The user sees this reason. A rejected sell returns the held coins to the user.',
  rejected: 'Order rejected',
  noVoucher: 'No voucher yet',

  // Settings.
  settingsHint:
    'What the desk publishes to users (GET /otc/config). Changes apply to new quotes; orders keep the terms and bank details they were placed with.',
  open: 'Desk open',
  openHint: 'While closed, users see the desk closed and no quote is given.',
  label: 'Label shown to users',
  labelHint: 'e.g. “demo desk”; may be empty.',
  coins: 'Coins traded',
  spread: 'Spread (basis points)',
  spreadHint: (pct: string) => `= ${pct} % added to a buy’s price and taken off a sell’s.`,
  minUsdt: 'Minimum per order (USDT value)',
  maxUsdt: 'Maximum per order (USDT value)',
  maxHint: 'Identity levels cap orders further: Lv1 2,000 USDT, Lv2 1,000,000 USDT.',
  payWindow: 'Payment window (minutes)',
  bank: 'Bank account buyers transfer to',
  bankName: 'Bank name',
  accountName: 'Account name',
  accountNumber: 'Account number',
  branch: 'Branch',
  swift: 'SWIFT',
  saveSettings: 'Save settings', // selector
  saveQuestion: 'Save the desk settings?',
  saveHint: 'New quotes use them at once. The change is recorded in the audit log.',
  updated: (at: string) => `Last saved ${at}`,

  // Validation.
  required: 'Required',
  positive: 'A positive amount with at most 2 decimals',
  minAboveMax: 'The minimum must not exceed the maximum',
  spreadRange: (max: number) => `A whole number of basis points from 0 to ${max}`,
  windowRange: (min: number, max: number) => `A whole number of minutes from ${min} to ${max}`,
  coinsRequired: 'Choose at least one coin',
  tooLong: (max: number) => `At most ${max} characters`,
};

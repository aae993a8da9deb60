import type { InvestType } from '@meridian/contract/earn';

/**
 * The console's strings of the invest (dual-currency) screens: the product list and its form. English, like
 * the rest of the console; what the earn screens share is `E` (strings-earn.ts). Texts marked "selector" are
 * used by tests.
 */
export const INVEST = {
  wholeShares: 'A whole number of shares, at least 1',
  investTitle: 'Invest products',
  investHint:
    'Dual-currency products settle at 08:00 UTC on the maturity date at the mean of the feed’s one-minute prices of the 30 minutes before, and pay automatically. Pausing stops purchases; orders still settle.',
  newInvest: 'New product',
  editInvest: (name: string) => `Product ${name}`,
  name: 'Name',
  section: 'Section (tab on the invest screen)',
  type: 'Type',
  types: {
    call: 'Sell high (call: deposit the coin)',
    put: 'Buy low (put: deposit USDT)',
  } satisfies Record<InvestType, string>,
  typesShort: { call: 'Sell high', put: 'Buy low' } satisfies Record<InvestType, string>,
  coin: 'Coin',
  perPrice: 'Deposit per share (pay currency)',
  apr: 'APR (%)',
  linkedPrice: 'Linked price (USDT)',
  maturity: 'Maturity date (settles 08:00 UTC)',
  maturityFuture: 'At least tomorrow (UTC)',
  totalShares: 'Total shares',
  userLimitShares: 'Per-user limit (shares)',
  limitAboveTotal: 'The per-user limit must not be above the total',
  colShares: 'Sold / total',
  colOpenSettled: 'Open / settled orders',
  colMaturity: 'Maturity',
  colLinked: 'Linked / last price',
};

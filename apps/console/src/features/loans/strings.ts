import type { LoanStatus } from '@meridian/contract/loans';

/**
 * The console's strings of the loans screen: the loan products per collateral coin and the loan book.
 * English, like the rest of the console (strings.ts). Texts marked "selector" are used by tests.
 */
export const L = {
  title: 'Loans',
  hint: 'Users borrow USDT against BTC or ETH held on their spot account. Interest accrues hourly; a loan reaching its liquidation LTV is sold to the house at the feed price by the trigger engine. Products apply to new loans: a loan keeps the terms it was taken with. Nothing here moves a balance or a price.',

  // Products.
  products: 'Products',
  newProduct: 'New product',
  editProduct: (coin: string) => `Edit the ${coin} product`,
  colCollateral: 'Collateral',
  colLtvs: 'LTV initial / margin call / liquidation',
  colRate: 'Hourly rate',
  colTerms: 'Terms',
  colLimits: 'Borrow per loan',
  colEnabled: 'Offered',
  enabled: 'Offered',
  disabled: 'Not offered',
  demo: 'Demo',
  demoHint: 'Demo content created at the first start (DEMO_CONTENT=off skips it).',
  coinTaken: 'has a product already: edit it',
  initialLtv: 'Initial LTV (%)',
  marginCallLtv: 'Margin-call LTV (%)',
  liquidationLtv: 'Liquidation LTV (%)',
  hourlyRate: 'Hourly interest rate (% per hour)',
  hourlyRateHint: (daily: string) => `≈ ${daily} % per day`,
  terms: 'Terms',
  termDays: (d: number) => (d === 0 ? 'Open' : `${d} days`),
  minBorrow: 'Minimum borrow (USDT)',
  maxBorrow: 'Maximum borrow (USDT)',
  enabledField: 'Offered to users',
  formHint: 'Changes apply to new loans only. 0 < initial < margin call < liquidation < 100.',
  create: 'Create',
  created: 'Created',

  // Form checks (the server checks the same and has the last word).
  needPercent: 'A percentage above 0 and below 100, at most 2 decimals',
  needOrder: 'Initial < margin call < liquidation',
  needRate: 'A rate from 0 to below 1 % per hour, at most 8 decimals',
  needAmount: 'A positive USDT amount, at most 8 decimals',
  needMinMax: 'The minimum cannot be above the maximum',
  needTerm: 'Pick at least one term',
  needCoin: 'Pick a collateral coin',

  // Loan book.
  book: 'Loan book',
  bookHint: 'Every loan, newest first, with its LTV on the feed price now.',
  allStatuses: 'All',
  closed: 'Closed',
  statuses: {
    active: 'Active',
    repaid: 'Repaid',
    liquidated: 'Liquidated',
    matured: 'Sold at term end',
  } satisfies Record<LoanStatus, string>,
  uidFilter: 'User UID',
  coinFilter: 'Collateral',
  anyCoin: 'Any collateral',
  colLoan: 'Loan',
  colUser: 'User',
  colDebt: 'Owed (principal + interest)',
  borrowedOf: (v: string) => `borrowed ${v}`,
  colLtv: 'LTV now (feed price)',
  atPrice: (v: string) => `at ${v}`,
  colTrigger: 'Liquidation / margin call',
  colTerm: 'Term',
  colStatus: 'Status',
  marginCall: 'Margin call',
  closedHow: (price: string) => `at ${price}`,
  returned: (v: string) => `returned ${v}`,
  shortfall: (v: string) => `house absorbed ${v}`,
};

/**
 * The console's strings of the lock-mining screens: the product list, its form and the day rates. English,
 * like the rest of the console; what the earn screens share is `E` (strings-earn.ts). Texts marked "selector"
 * are used by tests.
 */
export const LOCK = {
  intro: 'Introduction',
  colCurrency: 'Currency',
  lockTitle: 'Lock-mining products',
  lockHint:
    'A lock holds the amount for its term and pays one dividend per day at that day’s rate, published before the day starts: the product’s minimum unless a rate within the range is set here. Early redemption costs penalty × remaining days × amount.',
  newLock: 'New product',
  editLock: (title: string) => `Product ${title}`,
  minAmount: 'Minimum amount',
  lockDaysCol: 'Lock days',
  category: 'Listed as',
  categoryNames: { standard: 'Lock mining', defi: 'DeFi mining', cloud: 'Cloud mining' },
  rateRange: 'Daily rate range (%)',
  rateMin: 'Lowest daily rate (%) — the default',
  rateMax: 'Highest daily rate (%)',
  rateMinAboveMax: 'The lowest rate must not be above the highest',
  penalty: 'Early-redemption penalty (% per remaining day)',
  todayRate: 'Today / tomorrow',
  running: 'Running locks',
  lockedAmount: 'Locked',
  rates: 'Day rates',
  ratesTitle: (title: string) => `Day rates: ${title}`,
  ratesHint: (min: string, max: string) =>
    `Every holder earns the day’s published rate. A day not set here gets the lowest rate (${min} %). Only a day that has not started (UTC) can be set, within ${min}–${max} %; it is recorded in the audit log.`,
  colDay: 'Day (UTC)',
  colRate: 'Rate (%)',
  colSource: 'Source',
  colPublished: 'Published',
  sources: { default: 'Default (lowest)', operator: 'Set by an operator' },
  setRate: 'Set rate',
  rateSet: 'Rate published',
  day: 'Day (UTC)',
  rate: 'Daily rate (%)',
  dayNotFuture: 'Choose a day that has not started yet (tomorrow UTC or later)',
  rateOutOfRange: (min: string, max: string) => `Within the product’s range: ${min}–${max} %`,
};

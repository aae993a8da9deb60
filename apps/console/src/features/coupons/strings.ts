/**
 * The console's strings of the coupon screens: campaigns, grants, registration and invitation grants.
 * English, like the rest of the console (strings.ts). Texts marked "selector" are used by tests.
 */
export const CP = {
  title: 'Coupons',
  hint:
    'An experience coupon pays part of a futures margin (market orders) or an options stake from the house ' +
    'promotions account. When the position closes its value goes back to the house out of what the position ' +
    'paid back (losses come off the coupon first); the user keeps their own part and the profit.',
  // Campaigns.
  campaigns: 'Campaigns',
  newCampaign: 'New campaign', // selector
  editCampaign: (name: string) => `Edit campaign "${name}"`,
  colName: 'Name',
  colProduct: 'Product',
  colValue: 'Value',
  colValidity: 'Validity',
  colTrigger: 'Granted',
  colCap: 'Cap',
  colCounts: 'Issued',
  grantedCount: (n: number) => `${n.toLocaleString('en')} granted`,
  counts: (inUse: number, used: number, expired: number) =>
    `${inUse} in use · ${used} used · ${expired} expired`,
  colCost: 'Cost so far',
  colActive: 'Status',
  days: (n: number) => `${n} day${n === 1 ? '' : 's'}`,
  products: { futures: 'Futures margin', options: 'Options stake' } as Record<string, string>,
  triggers: {
    manual: 'Manually',
    registration: 'On registration',
    invitation: 'To the inviter',
  } as Record<string, string>,
  active: 'Active',
  paused: 'Paused',
  pause: 'Pause', // selector
  resume: 'Resume', // selector
  pauseConfirm: (name: string) => `Pause "${name}"? It grants no more coupons; granted ones stay usable.`,
  resumeConfirm: (name: string) => `Resume "${name}"? It grants coupons again.`,
  paused_ok: 'Campaign paused',
  resumed_ok: 'Campaign resumed',
  demo: 'Demo',
  grantedOn: {
    registration: 'Granted on registration',
    invitation: 'Granted to inviters',
  } as Record<string, string>,
  noneGranting: 'None (no active campaign with this trigger)',
  grantingHint:
    'Every active campaign of a trigger grants its coupon; pause one to stop it, create or resume one to add it.',
  // Form.
  name: 'Name',
  nameRequired: 'Give the campaign a name',
  product: 'Product',
  value: 'Value (USDT)',
  valueInvalid: (max: string, decimals: number) =>
    `A value above 0, at most ${max}, with at most ${decimals} decimals`,
  validityDays: 'Validity (days after the grant)',
  validityInvalid: (min: number, max: number) => `Whole days from ${min} to ${max}`,
  quantity: 'Cap (coupons in all)',
  quantityInvalid: (max: number) => `A whole number from 1 to ${max.toLocaleString('en')}`,
  trigger: 'Granted',
  triggerHint: 'Manually by an operator, to every new user, or to the inviter of a new user.',
  activeField: 'Active',
  editNote: 'Coupons already granted keep their value and expiry.',
  created: 'Campaign created',
  saved: 'Campaign saved',
  // Grant.
  grant: 'Grant', // selector
  grantTitle: 'Grant coupons',
  campaign: 'Campaign',
  campaignRequired: 'Choose an active campaign',
  users: 'Users',
  usersHint: (max: number) => `Accounts, emails or user ids — one per line (up to ${max}).`,
  usersRequired: (max: number) => `Name 1 to ${max} users`,
  grantOk: (n: number) => `${n} coupon${n === 1 ? '' : 's'} granted`,
  grantResults: 'Results',
  grantedTo: 'Granted',
  close: 'Close',
  // Issued.
  issued: 'Issued coupons',
  allCampaigns: 'All campaigns',
  allStatuses: 'All',
  uidFilter: 'User id',
  colCoupon: 'Coupon',
  colUser: 'User',
  colStatus: 'Status',
  colExpires: 'Expires',
  colUse: 'Use',
  statuses: { unused: 'Unused', in_use: 'In use', used: 'Used', expired: 'Expired' } as Record<
    string,
    string
  >,
  paid: (ref: number, product: string) => `${product === 'futures' ? 'Position' : 'Order'} #${ref}`,
  outcome: (result: string, returned: string) => `result ${result} · returned ${returned}`,
};

import type { OpsAction, OpsEventState, OpsJobState, RequestState } from '@meridian/contract';

/**
 * Every console string in one place (English only for now: an internal tool). A translation layer can replace
 * this module later without touching the screens. Texts marked "selector" are used by the browser test.
 */
export const S = {
  appTitle: 'Meridian operator console',
  appShort: 'Meridian ops',

  // Login (selector: the submit button text).
  loginTitle: 'Operator sign-in',
  email: 'E-mail',
  password: 'Password',
  emailRequired: 'Enter your e-mail',
  emailInvalid: 'Enter a valid e-mail address',
  passwordRequired: 'Enter your password',
  logIn: 'Log in',
  logOut: 'Log out',
  sessionExpired: 'Your session has ended. Please log in again.',

  // Menu (selectors).
  menuKyc: 'KYC',
  menuDeposits: 'Deposits',
  menuWithdrawals: 'Withdrawals',
  menuAddresses: 'Deposit addresses',
  menuAudit: 'Audit log',

  // Page titles.
  kycTitle: 'Identity verification review',
  depositsTitle: 'Deposit review',
  withdrawalsTitle: 'Withdrawal review',
  addressesTitle: 'Deposit addresses',
  auditTitle: 'Audit log',

  // Queue states.
  states: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } satisfies Record<
    RequestState,
    string
  >,

  // Row actions (selectors: Approve, Reject, Confirm; the reject modal's OK button is `reject`).
  approve: 'Approve',
  reject: 'Reject',
  confirm: 'Confirm',
  cancel: 'Cancel',
  edit: 'Edit',
  save: 'Save',
  actions: 'Actions',
  approveQuestion: 'Approve this request?',
  approveKycHint: 'The user gets the verified level at once.',
  approveDepositHint: 'The amount is credited to the user’s balance.',
  approveWithdrawalHint: 'Only approve once the funds have been sent to the destination.',
  rejectTitle: 'Reject request',
  rejectHint: 'The user sees this reason.',
  reason: 'Reason',
  reasonRequired: 'Enter a reason',
  reasonTooLong: (max: number) => `At most ${max} characters`,
  approved: 'Approved',
  rejected: 'Rejected',
  saved: 'Saved',

  // Columns.
  colId: 'ID',
  colAccount: 'Account',
  colLevel: 'Level',
  colName: 'Name',
  colIdDocument: 'ID document',
  colSubmitted: 'Submitted',
  colReviewed: 'Reviewed',
  colReviewedReason: 'Reviewed / reason',
  colImages: 'Front / back',
  colCurrency: 'Currency',
  colAmount: 'Amount',
  colFee: 'Fee',
  colArrives: 'Arrives',
  colNetwork: 'Network',
  colVoucher: 'Voucher',
  colPaidFrom: 'Paid from',
  colIp: 'IP',
  colDestination: 'Destination',
  colTime: 'Time',
  colReason: 'Reason',
  colAddress: 'Address',
  colOperator: 'Operator',
  colAction: 'Action',
  colTarget: 'Target',

  level: (n: number) => `Lv${n}`,
  idTypes: ['ID card', 'Passport', 'Driving licence'] as readonly string[],
  unknownIdType: (n: number) => `Type ${n}`,
  destinationTypes: ['Address', 'Bank card', 'International card'] as readonly string[],
  notSet: 'Not set',
  none: '—',
  noImage: 'No image',

  // Deposit addresses.
  editAddressTitle: (currency: string, network: string) => `Deposit address: ${currency} (${network})`,
  addressRequired: 'Enter an address',
  addressLength: 'Between 8 and 128 characters',
  addressHint: 'Users deposit to this address. Check it twice: a wrong address loses their funds.',

  // Seconds-options tiers.
  menuTiers: 'Options tiers',
  tiersTitle: 'Seconds-options tiers',
  tiersHint:
    'Users choose a tier when they place a seconds option: a win pays the stake plus this percentage. Orders already placed keep the ratio they were accepted with. No tier setting can change an order, a price or a result.',
  addTier: 'Add tier',
  editTierTitle: (seconds: number) => `Tier: ${seconds} s`,
  newTierTitle: 'New tier',
  colSeconds: 'Seconds',
  colRatio: 'Payout %',
  colMinStake: 'Min stake (USDT)',
  colMaxStake: 'Max stake (USDT)',
  colStatus: 'Status',
  colSort: 'Sort',
  breakEven: 'Break-even win rate',
  enabled: 'On',
  disabled: 'Off',
  secondsRange: (min: number, max: number) => `Whole seconds from ${min} to ${max}`,
  ratioRange: (max: string) => `A percentage above 0, at most ${max}`,
  stakeFormat: (decimals: number) => `A positive amount with at most ${decimals} decimals`,
  minAboveMax: 'The minimum stake must not be above the maximum',

  // Jobs & events (selectors: the tab labels, Retry, Confirm).
  menuJobs: 'Jobs & events',
  jobsTitle: 'Jobs & events',
  jobsHint: (overdueS: number, stuckS: number) =>
    `Background work that needs a look: jobs that failed on every attempt, jobs due for more than ${overdueS} s that have not started or have been running for more than ${stuckS / 60} min, and events a subscriber has not received yet. Expand a row for the whole error.`,
  tabFailed: 'Failed jobs',
  tabOverdue: 'Overdue jobs',
  tabEvents: 'Undelivered events',
  jobStates: {
    failed: 'Failed',
    overdue: 'Overdue',
    stuck: 'Stuck',
    running: 'Running',
    waiting: 'Waiting',
  } satisfies Record<OpsJobState, string>,
  colJob: 'Job',
  colAttempts: 'Attempts',
  colLastError: 'Last error',
  colFailedAt: 'Failed',
  colDue: 'Due',
  colWorker: 'Worker',
  colCreated: 'Created',
  colSince: 'Since',
  ago: (duration: string) => `${duration} ago`,
  dueAgo: (duration: string) => `due ${duration} ago`,
  runningFor: (duration: string) => `running for ${duration}`,
  noError: 'No error recorded',
  retryJobQuestion: 'Run this job again now?',
  retryJobHint: 'It starts again from its first attempt. The retry is recorded in the audit log.',
  retried: 'Queued to run again',
  stuckHint: (worker: string) =>
    `Still held by worker ${worker}. A dead worker's jobs return to the queue by themselves; if this one hangs, restart that node.`,
  errorDetails: 'Error',
  payloadDetails: 'Payload',
  jobDetails: (id: string, queue: string | null) => `#${id}${queue ? ` (queue ${queue})` : ''}`,
  colKey: 'Key',
  durationUnits: { d: 'd', h: 'h', min: 'min', s: 's' },
  eventStates: { failed: 'Failed', retrying: 'Retrying', overdue: 'Overdue' } satisfies Record<
    OpsEventState,
    string
  >,
  colEvent: 'Event → subscriber',
  colOccurred: 'Occurred',
  colNext: 'Next attempt',
  eventGone: 'Event removed',
  inDuration: (duration: string) => `in ${duration}`,
  retryEventQuestion: 'Deliver this event again now?',
  retryEventHint:
    'The subscriber receives it once more, from its first attempt; its effect still happens only once. The retry is recorded in the audit log.',
  eventDetails: (id: number, subscriber: string) => `Event #${id} → ${subscriber}`,

  // Audit.
  allActions: 'All actions',
  before: 'Before',
  after: 'After',
  changes: 'Changed fields',
  noChanges: 'No field changed',
  actionLabels: {
    'kyc.approve': 'KYC approved',
    'kyc.reject': 'KYC rejected',
    'deposit.approve': 'Deposit approved',
    'deposit.reject': 'Deposit rejected',
    'withdrawal.approve': 'Withdrawal approved',
    'withdrawal.reject': 'Withdrawal rejected',
    'deposit_address.set': 'Deposit address set',
    'operator.login': 'Operator login',
    'microtrade_tier.set': 'Options tier set',
    'job.retry': 'Job retried',
    'event.retry': 'Event delivery retried',
  } satisfies Record<OpsAction, string>,

  // List states.
  loading: 'Loading…',
  empty: 'No data',
  loadFailed: 'Could not load this list',
  retry: 'Retry',
  total: (n: number) => `${n} in total`,

  // Errors.
  networkError: 'The server could not be reached. Check the connection and try again.',
  serverFault: (status: number) => `The server answered with an error (HTTP ${status}). Try again.`,
  badResponse: (detail: string) => `Unexpected reply from the server (${detail}).`,
  notFound: 'This page does not exist.',
  backHome: 'Back to the console',
};

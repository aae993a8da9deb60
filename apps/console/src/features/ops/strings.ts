import type { OpsAction, OpsEventState, OpsJobState } from '@meridian/contract/ops';

/**
 * The console's strings of the operator's own screens: log in, jobs and events, the audit log. English, like
 * the rest of the console (strings.ts).
 */
export const OPS = {
  appTitle: 'Meridian operator console',

  // Login (selector: the submit button text).
  loginTitle: 'Operator sign-in',
  email: 'E-mail',
  password: 'Password',
  emailRequired: 'Enter your e-mail',
  emailInvalid: 'Enter a valid e-mail address',
  passwordRequired: 'Enter your password',
  logIn: 'Log in',

  // Second factor: the login's second step and enrolment (selectors: Verify, Turn on, Continue).
  totpCode: 'Authenticator code',
  totpCodeHint: 'Enter the 6-digit code from your authenticator app.',
  totpCodeRequired: 'Enter the 6-digit code',
  useRecovery: 'Use a recovery code instead',
  useTotp: 'Use the authenticator code',
  recoveryCode: 'Recovery code',
  recoveryCodeRequired: 'Enter a recovery code (xxxxx-xxxxx)',
  verify: 'Verify',
  enrolTitle: 'Set up your authenticator',
  enrolText:
    'An authenticator app is required for every operator. Scan the QR code with it (or type the key), then enter the code it shows.',
  enrolSecret: 'Key',
  enrolOk: 'Turn on',
  recoveryTitle: 'Recovery codes',
  recoveryText:
    'Keep these codes somewhere safe: each signs you in once without your phone. They are shown only now.',
  recoveryContinue: 'Continue',

  // Page title.
  auditTitle: 'Audit log',

  // Columns.
  colIp: 'IP',
  colOperator: 'Operator',
  colAction: 'Action',
  colTarget: 'Target',

  // Jobs & events (selectors: the tab labels, Retry, Confirm).
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
    'operator.totp_enable': 'Authenticator turned on',
    'microtrade_tier.set': 'Options tier set',
    'job.retry': 'Job retried',
    'event.retry': 'Event delivery retried',
    'trader.approve': 'Trader approved',
    'trader.reject': 'Trader application rejected',
    'trader.revoke': 'Trader revoked',
    'ieo.save': 'IEO project saved',
    'ieo.pause': 'IEO project paused or resumed',
    'ieo.list_pair': 'IEO token listed as a spot pair',
    'lockming.save': 'Lock-mining product saved',
    'lockming.pause': 'Lock-mining product paused or resumed',
    'lockming.rate': 'Lock-mining day rate set',
    'dual.save': 'Invest product saved',
    'dual.pause': 'Invest product paused or resumed',
    'nft.artist_save': 'NFT artist saved',
    'nft.collection_save': 'NFT collection saved',
    'nft.media_upload': 'NFT media file uploaded',
    'nft.item_save': 'NFT artwork saved',
    'nft.item_hide': 'NFT item hidden or shown',
    'nft.series_save': 'Blind-box series saved',
    'loans.product_save': 'Loan product saved',
    'support.assign': 'Support thread assigned',
    'support.close': 'Support thread closed',
    'support.canned_save': 'Canned reply saved',
    'support.canned_delete': 'Canned reply deleted',
    'otc.settings_save': 'OTC desk settings saved',
    'otc.confirm': 'OTC order confirmed',
    'otc.reject': 'OTC order rejected',
    'coupons.campaign_save': 'Coupon campaign saved',
    'coupons.campaign_pause': 'Coupon campaign paused or resumed',
    'coupons.grant': 'Coupons granted',
    'content.article_save': 'Article saved (one language)',
    'content.article_delete': 'Article or one of its languages deleted',
    'content.menu_save': 'Home menu saved',
    'content.settings_save': 'Site settings saved',
  } satisfies Record<OpsAction, string>,
};

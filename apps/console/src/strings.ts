import type { RequestState } from '@meridian/contract/wallet';

/**
 * The console strings every screen shares: the frame and its menu, the review queues' actions, common columns,
 * list states and errors (English only for now: an internal tool). Each product's own strings are in its
 * feature (features/<product>/strings.ts). Texts marked "selector" are used by the browser test.
 */
export const S = {
  appShort: 'Meridian ops',

  // Session.
  logOut: 'Log out',
  sessionExpired: 'Your session has ended. Please log in again.',

  // Menu, every product's entry in one place so the frame needs no product's strings (selectors).
  menuKyc: 'KYC',
  menuDeposits: 'Deposits',
  menuWithdrawals: 'Withdrawals',
  menuAddresses: 'Deposit addresses',
  menuTiers: 'Options tiers',
  menuTraders: 'Copy traders',
  menuIeo: 'IEO projects',
  menuLock: 'Lock mining',
  menuInvest: 'Invest products',
  menuNft: 'NFT marketplace',
  menuSupport: 'Support chat',
  menuOtc: 'OTC desk',
  menuLoans: 'Loans',
  menuContent: 'Content',
  menuCoupons: 'Coupons',
  menuVitals: 'Web vitals',
  menuJobs: 'Jobs & events',
  menuAudit: 'Audit log',

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

  // Step-up before an action that moves money (selector: the modal's Confirm).
  stepUpTitle: 'Confirm with your authenticator',
  stepUpText: 'This action moves money. Enter the 6-digit code from your authenticator app to confirm it.',
  stepUpCode: 'Authenticator code',
  stepUpOk: 'Confirm',
  edit: 'Edit',
  save: 'Save',
  actions: 'Actions',
  approveQuestion: 'Approve this request?',
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
  colSubmitted: 'Submitted',
  colReviewed: 'Reviewed',
  colReviewedReason: 'Reviewed / reason',
  colTime: 'Time',
  colReason: 'Reason',
  colStatus: 'Status',
  colNickname: 'Nickname',
  colFollowers: 'Followers',

  idTypes: ['ID card', 'Passport', 'Driving licence'] as readonly string[],
  unknownIdType: (n: number) => `Type ${n}`,
  destinationTypes: ['Address', 'Bank card', 'International card'] as readonly string[],
  none: '—',
  noImage: 'No image',

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

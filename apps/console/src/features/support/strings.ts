import type { SupportInboxFilter } from '@meridian/contract/support';

/**
 * The console's strings of the support inbox. English, like the rest of the console (strings.ts).
 * Texts marked "selector" are used by the browser journey.
 */
export const SUP = {
  // Page (selectors).
  title: 'Support inbox',
  tabs: { unassigned: 'Unassigned', mine: 'Mine', all: 'All' } satisfies Record<SupportInboxFilter, string>,
  closedToggle: 'Show closed',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  liveHint: 'New messages arrive on the operators’ socket; the list also refreshes every 30 s.',

  // Thread list.
  noThreads: 'No conversations here',
  visitor: 'Visitor',
  general: 'General',
  unassigned: 'Unassigned',
  noMessages: 'No messages yet',
  picture: 'Picture',
  pickThread: 'Choose a conversation on the left',

  // Thread view.
  closedTag: 'Closed',
  openTag: 'Open',
  assignedTo: (email: string) => `Assigned to ${email}`,
  assignMe: 'Assign to me',
  assignTo: 'Assign to…',
  unassign: 'Unassign',
  close: 'Close',
  closeQuestion: 'Close this conversation?',
  closeHint: 'The user’s next message opens it again.',
  closed: 'Conversation closed',
  assigned: 'Assignment changed',
  loadOlder: 'Load earlier messages',
  beginning: 'Beginning of the conversation',
  you: 'You',
  support: 'Support',
  customer: 'Customer',
  system: 'System',
  ticks: { sent: 'Sent', delivered: 'Delivered', read: 'Read' },
  about: 'About',
  hideThread: 'Back to the list',

  // Composer (selectors: the placeholder and the Send button).
  placeholder: 'Write a reply (Enter sends, Shift+Enter for a new line)',
  send: 'Send',
  sendImage: 'Picture',
  canned: 'Canned replies',
  cannedPick: 'Insert',
  cannedEmpty: 'No canned replies yet',
  sendFailed: 'The reply was not sent',
  retry: 'Retry',
  uploading: 'Uploading…',
  tooLong: (max: number) => `At most ${max} characters`,

  // Canned replies manager.
  cannedManage: 'Manage canned replies',
  cannedTitle: 'Title',
  cannedText: 'Text',
  cannedNew: 'New canned reply',
  cannedEdit: 'Edit canned reply',
  cannedSaved: 'Canned reply saved',
  cannedDeleted: 'Canned reply deleted',
  cannedDeleteQuestion: 'Delete this canned reply?',
  demo: 'Demo',
  required: 'Required',
  delete: 'Delete',

  // User panel.
  profile: 'User',
  visitorProfile: 'A visitor (not logged in): no account yet. The chat moves to the account if they log in.',
  account: 'Account',
  nickname: 'Nickname',
  uid: 'UID',
  kyc: 'KYC level',
  balances: 'Balances (all accounts)',
  noBalances: 'No balances',
  recent: 'Recent records',
  noRecent: 'No OTC orders or loans yet',
};

/** Invite: invitation links and rebates. */
export * from './invite';

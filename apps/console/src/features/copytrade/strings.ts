import type { TraderState } from '@meridian/contract/copytrade';

/**
 * The console's strings of copy trading: trader applications, traders and revoking one. English, like the rest
 * of the console (strings.ts).
 */
export const COPY = {
  // Selectors: the view switch labels, Revoke, the revoke modal's OK button `Revoke trader`.
  tradersTitle: 'Copy traders',
  viewApplications: 'Applications',
  viewTraders: 'Traders',
  applicationsTitle: 'Trader applications',
  approveTraderHint:
    'The user becomes a trader at once: listed on the leaderboard with these terms, and others can follow them.',
  traderStates: { active: 'Active', revoked: 'Revoked' } satisfies Record<TraderState, string>,
  statsReadOnly:
    'Statistics are computed by the server from the trader’s closed futures positions (last 30 days) and active follows. They are read-only: nothing here or anywhere else can edit them.',
  colTerms: 'Terms and bio',
  more: 'more',
  colRecord: 'Futures record (all time)',
  colStats: 'Statistics, last 30 days (read-only)',
  colApproved: 'Approved',
  colRevokedReason: 'Revoked / reason',
  demo: 'Demo',
  demoHint: (strategy: string) => `Automated demo trader${strategy ? `: ${strategy}` : ''}`,
  termShare: 'Profit share',
  termMaxFollowers: 'Max followers',
  termMinAmount: 'Min budget (USDT)',
  factClosed: 'Closed',
  factWinRate: 'Win rate (net of fees)',
  factPnl: 'Net P&L after fees (USDT)',
  factRoi: 'ROI',
  factVolume: 'Volume (USDT)',
  factFirstTrade: 'First trade',
  factDrawdown: 'Max drawdown',
  factFollowers: 'Followers',
  factFollowersPnl: 'Followers’ P&L (USDT)',
  factOpen: 'Open positions',
  factComputed: 'Computed',
  noTrades: 'No closed futures position yet',
  revoke: 'Revoke',
  revokeTitle: (name: string) => `Revoke trader ${name}`,
  revokeOk: 'Revoke trader',
  revokeConsequence: (followers: number) =>
    followers === 0
      ? 'The trader stops being listed and cannot be followed. Nobody follows them now.'
      : `The trader stops being listed and cannot be followed. The follows of ${followers === 1 ? 'their 1 follower end' : `all ${followers} followers end`}: copies already open stay open, detached, and are the followers’ to manage. Every follower is notified.`,
  revokeReasonHint: 'The trader sees this reason; it is kept in the audit log.',
  revoked: 'Trader revoked',
};

import type { IeoAllocationState, IeoPhase } from '@meridian/contract/earn';

/**
 * The console's strings of the IEO screens: the project list, its form and listing a token as a spot pair.
 * English, like the rest of the console; what the earn screens share is `E` (strings-earn.ts). Texts marked
 * "selector" are used by tests.
 */
export const IEO = {
  termsLockedIeo:
    'People have subscribed (or the project was allocated): its terms cannot change any more (the server refuses it). Texts, logo and links can still be edited.',
  summary: 'Summary',
  content: 'Description',
  ieoTitle: 'IEO projects',
  ieoHint:
    'A subscription holds its payment during the window. At the end, every subscription gets its pro-rata share (per-user cap, the excess redistributed) and the rest is released; tokens are credited at the time to market. An ended project’s token can then be listed as a spot pair.',
  newIeo: 'New project',
  editIeo: (symbol: string) => `Project ${symbol}`,
  phases: { warmup: 'Warm-up', live: 'In progress', ended: 'Ended' } satisfies Record<IeoPhase, string>,
  allocation: { pending: 'Not allocated', allocated: 'Allocated', delivered: 'Delivered' } satisfies Record<
    IeoAllocationState,
    string
  >,
  colToken: 'Token',
  colPrice: 'Issuance price',
  colSupply: 'Supply',
  colWindow: 'Subscription window',
  colMarketAt: 'Time to market',
  colSubscribed: 'Requested',
  colApplications: 'Subscriptions / allocated',
  colRaised: 'Raised / delivered',
  colPhase: 'Phase',
  symbol: 'Token symbol',
  symbolFormat: '2–10 capital letters or digits, starting with a letter',
  symbolFixed: 'The symbol is the token’s currency: it cannot change once created.',
  tokenName: 'Token name',
  payCurrency: 'Pay currency',
  price: 'Issuance price (pay currency per token)',
  supply: 'Total issuance (tokens)',
  minSubscription: 'Minimum subscription (tokens)',
  userLimit: 'Per-user cap (tokens)',
  minAboveCap: 'The minimum must not be above the per-user cap',
  capAboveSupply: 'The per-user cap must not be above the supply',
  startAt: 'Subscription starts',
  endAt: 'Subscription ends',
  endBeforeStart: 'The end must be after the start',
  lockDays: 'Lock period (days after the end)',
  whiteBook: 'White paper (link)',
  website: 'Website',
  logo: 'Logo (image reference)',
  listPair: 'List as spot pair',
  listPairQuestion: (symbol: string, pay: string) => `List ${symbol}/${pay} as a spot pair?`,
  listPairHint: (price: string, pay: string) =>
    `The pair opens for spot trading at once. The simulated feed starts from the issuance price (${price} ${pay}) with no earlier history; the house market maker has none of the token and quotes only what it holds. This cannot be undone.`,
  listed: 'Listed',
  listedDone: 'Listed as a spot pair',
  listPairNotYet: 'Can be listed once the subscription has ended',
  subscribedOf: (percent: string) => `${percent} % of the supply`,
};

/** A deposit's or withdrawal's review state: its own module so the balances' endpoints need not bring the funds'. */
export const REQUEST_STATES = ['pending', 'approved', 'rejected'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** Operator-only endpoints that belong to no product: sign-in, reviews, jobs, events, audit. */
export * from './ops';
export * from './ops-events';
export * from './ops-jobs';

import type { EndpointGroup } from '../endpoint';

/** Crypto-backed loans (issue 17, spec §2 common/borrowing): products, quotes, borrow, repay, add collateral. */
export const loansApi = {} as const satisfies EndpointGroup;

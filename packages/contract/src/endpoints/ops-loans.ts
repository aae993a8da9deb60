import type { EndpointGroup } from '../endpoint';

/** The console's loan calls (issue 17): loan products per collateral, the loan book (audited). */
export const opsLoansApi = {} as const satisfies EndpointGroup;

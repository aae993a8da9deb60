import type { EndpointGroup } from '../endpoint';

/** The console's coupon calls (issue 18): campaigns, grants, registration and invitation grant settings; audited. */
export const opsCouponsApi = {} as const satisfies EndpointGroup;

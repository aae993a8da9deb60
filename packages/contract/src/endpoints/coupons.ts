import type { EndpointGroup } from '../endpoint';

/** Experience coupons (issue 18, spec §2 setting/coupon): my coupons by state. */
export const couponsApi = {} as const satisfies EndpointGroup;

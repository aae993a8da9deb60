import type { EndpointGroup } from '../endpoint';

/** OTC fast buy and sell (issue 17): quotes, orders, vouchers (spec §2 otc/otc). */
export const otcApi = {} as const satisfies EndpointGroup;

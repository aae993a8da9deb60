import type { EndpointGroup } from '../endpoint';

/** The console's OTC desk calls (issue 17): desk settings, the order queue, confirm and reject (audited). */
export const opsOtcApi = {} as const satisfies EndpointGroup;

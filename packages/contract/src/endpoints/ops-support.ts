import type { EndpointGroup } from '../endpoint';

/** The console's support inbox (issue 17): threads, assignment, replies, canned replies (audited). */
export const opsSupportApi = {} as const satisfies EndpointGroup;

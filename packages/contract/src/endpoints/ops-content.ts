import type { EndpointGroup } from '../endpoint';

/** The console's content calls (issue 18): articles per language, the home menu, site settings; audited. */
export const opsContentApi = {} as const satisfies EndpointGroup;

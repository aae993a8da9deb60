import type { EndpointGroup } from '../endpoint';

/** Content (issue 18, spec §7 Content): news/list, news/detail, news/index_pop, faq, aboutus, contactus, operational_compliance, menu. */
export const contentApi = {} as const satisfies EndpointGroup;

import type { EndpointGroup } from '../endpoint';

/** Support chat (issue 17, spec §2 kefu/index): threads, messages, visitor sessions, read state. */
export const supportApi = {} as const satisfies EndpointGroup;

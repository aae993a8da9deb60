import type { EndpointGroup } from '../endpoint';

/** Invitations and rebates (issue 18, spec §2 setting/share): my invite, invited users, rebates, top inviters. */
export const inviteApi = {} as const satisfies EndpointGroup;

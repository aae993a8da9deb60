import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { opsOptionsTierSetRequest, opsOptionsTiersResponse } from './options';

const read = ['GET', 'POST'] as const;
const opsNoInput = z.object({});

/** Endpoints of the operator console: seconds-option tiers. */
export const opsOptionsApi = {
  tiersList: defineEndpoint({
    method: read,
    path: '/ops/microtrade/tiers/list',
    auth: 'operator',
    request: opsNoInput,
    response: opsOptionsTiersResponse,
    summary: 'Every seconds-options tier, enabled or not.',
  }),
  tiersSet: defineEndpoint({
    method: 'POST',
    path: '/ops/microtrade/tiers/set',
    auth: 'operator',
    request: opsOptionsTierSetRequest,
    response: opsOptionsTiersResponse,
    summary: 'Creates or updates the tier of these seconds (audited); replies with every tier.',
  }),
} as const satisfies EndpointGroup;

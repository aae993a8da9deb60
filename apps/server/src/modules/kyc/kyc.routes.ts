import { realRequest } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import type { KycService } from './kyc.service';

/** Spec §7 Settings: identity verification. Routes only delegate. */
export function kycRoutes(app: FastifyInstance, kyc: KycService): void {
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/real/state',
    auth: 'required',
    input: z.object({}),
    handler: (_input, ctx) => kyc.ownState(ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/user/real',
    auth: 'required',
    input: realRequest,
    rateLimit: { max: 10, timeWindowMs: 60_000 },
    handler: (input, ctx) => kyc.submit(input, ctx),
  });
}

import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { KycService } from './kyc.service';

/** Settings: identity verification (contract `API.kyc`). */
export function kycRoutes(app: FastifyInstance, kyc: KycService): void {
  handle(app, API.kyc.state, (_input, ctx) => kyc.ownState(ctx));
  handle(app, API.kyc.submit, (input, ctx) => kyc.submit(input, ctx), {
    rateLimit: { max: 10, timeWindowMs: 60_000 },
  });
}

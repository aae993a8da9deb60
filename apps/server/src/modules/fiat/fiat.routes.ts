import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import type { FiatService } from './fiat.service';

/** GET /mycurrency/US.json — `{base, updated_at, rates:[{currency_code, rate}]}` for the eleven fiats. */
export function fiatRoutes(app: FastifyInstance, fiat: FiatService): void {
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/mycurrency/US.json',
    auth: 'none',
    input: z.object({}),
    handler: () => fiat.rates(),
  });
}

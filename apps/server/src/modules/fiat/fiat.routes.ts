import { FIAT_CODES } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import { FIAT_SNAPSHOT } from './fiat.snapshot';

/** GET /mycurrency/US.json — `{rates:[{currency_code, rate}]}` for the eleven fiats. */
export function fiatRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/mycurrency/US.json',
    auth: 'none',
    input: z.object({}),
    handler: () =>
      Promise.resolve({
        base: 'USD',
        updated_at: FIAT_SNAPSHOT.takenAt,
        rates: FIAT_CODES.map((code) => ({ currency_code: code, rate: FIAT_SNAPSHOT.rates[code] })),
      }),
  });
}

import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { VitalsService } from './vitals.service';

/** The app's report of field measurements (contract `API.vitals`): anonymous, so limited per address. */
export function vitalsRoutes(app: FastifyInstance, vitals: VitalsService): void {
  handle(app, API.vitals.report, (input) => vitals.report(input), {
    rateLimit: { max: 60, timeWindowMs: 60_000 },
  });
}

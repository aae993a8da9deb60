import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { VitalsService } from './vitals.service';

/** The console's read of the field measurements (contract `API.opsVitals`, operator tokens only). */
export function vitalsOpsRoutes(app: FastifyInstance, vitals: VitalsService): void {
  handle(app, API.opsVitals.daily, (input) => vitals.daily(input.days));
}

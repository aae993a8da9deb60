import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { FiatService } from './fiat.service';

/** GET /mycurrency/US.json (contract `API.fiat.rates`) — `{base, updated_at, rates:[{currency_code, rate}]}`. */
export function fiatRoutes(app: FastifyInstance, fiat: FiatService): void {
  handle(app, API.fiat.rates, () => fiat.rates());
}

import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { ProtectionsService } from './protections.service';

/** The security center's protections: allow-list, anti-phishing phrase, "not me" (contract `API.security`). */
export function protectionsRoutes(app: FastifyInstance, protections: ProtectionsService): void {
  const api = API.security;
  handle(app, api.allowList, (input, ctx) => protections.setAllowList(input, ctx));
  handle(app, api.antiPhishing, (input, ctx) => protections.setAntiPhishing(input, ctx));
  handle(app, api.notMe, (input, ctx) => protections.notMe(input, ctx));
}

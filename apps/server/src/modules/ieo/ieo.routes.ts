import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { IeoService } from './ieo.service';

/**
 * The app's IEO calls (contract `API.ieo`): projects (public), a project with the viewer's subscription
 * (optional login), subscribing and my subscriptions.
 */
export function ieoRoutes(app: FastifyInstance, s: { ieo: IeoService }): void {
  const api = API.ieo;
  handle(app, api.projects, (input, ctx) => s.ieo.projects(ctx.lang, input));
  handle(app, api.detail, (input, ctx) => s.ieo.detail(ctx.session?.userId, ctx.lang, input.project_id));
  handle(app, api.order, (input, ctx) => s.ieo.subscribe(ctx.session.userId, ctx.lang, input), {
    rateLimit: { max: 30, timeWindowMs: 60_000 },
  });
  handle(app, api.myOrders, (input, ctx) => s.ieo.myOrders(ctx.session.userId, ctx.lang, input));
}

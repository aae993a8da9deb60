import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { AlertsService } from './alerts.service';

/** The app's price-alert calls (contract `API.alerts`): each delegates to the service. */
export function alertsRoutes(app: FastifyInstance, alerts: AlertsService): void {
  const api = API.alerts;
  handle(app, api.list, (_q, ctx) => alerts.list(ctx.session.userId));
  handle(app, api.create, (q, ctx) => alerts.create(ctx.session.userId, q));
  handle(app, api.update, (q, ctx) => alerts.update(ctx.session.userId, q));
  handle(app, api.remove, (q, ctx) => alerts.remove(ctx.session.userId, q.id));
}

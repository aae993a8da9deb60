import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { NotificationsService } from './notifications.service';

/** Notifications of the signed-in user (contract `API.notifications`). */
export function notificationsRoutes(app: FastifyInstance, notifications: NotificationsService): void {
  const api = API.notifications;
  handle(app, api.list, (input, ctx) => notifications.list(ctx.session.userId, input, ctx.lang));
  handle(app, api.unreadCount, (_input, ctx) => notifications.unread(ctx.session.userId));
  handle(app, api.read, (input, ctx) => notifications.read(ctx.session.userId, input));
}

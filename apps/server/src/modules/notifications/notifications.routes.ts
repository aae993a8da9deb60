import {
  notificationsListRequest,
  notificationsReadRequest,
  notificationsUnreadRequest,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import type { NotificationsService } from './notifications.service';

/** Notifications of the signed-in user (issue 12). Routes only delegate. */
export function notificationsRoutes(app: FastifyInstance, notifications: NotificationsService): void {
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/notifications/list',
    auth: 'required',
    input: notificationsListRequest,
    handler: (input, ctx) => notifications.list(ctx.session.userId, input, ctx.lang),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/notifications/unread_count',
    auth: 'required',
    input: notificationsUnreadRequest,
    handler: (_input, ctx) => notifications.unread(ctx.session.userId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/notifications/read',
    auth: 'required',
    input: notificationsReadRequest,
    handler: (input, ctx) => notifications.read(ctx.session.userId, input),
  });
}

import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { PushService } from './push.service';

/** The caller's push subscriptions and categories (contract `API.push`). */
export function pushRoutes(app: FastifyInstance, push: PushService): void {
  const api = API.push;
  handle(app, api.vapidKey, () => Promise.resolve(push.vapidKey()));
  handle(app, api.subscribe, (input, ctx) => push.subscribe(ctx.session.userId, input, ctx.lang));
  handle(app, api.unsubscribe, (input, ctx) => push.unsubscribe(ctx.session.userId, input.endpoint));
  handle(app, api.categories, (input, ctx) => push.categories(ctx.session.userId, input.endpoint));
  handle(app, api.setCategory, (input, ctx) =>
    push.setCategory(ctx.session.userId, input.category, input.enabled),
  );
}

import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle, type RequestContext } from '../../platform/http/route';
import type { SupportChat } from './chat';
import type { SupportVisitors } from './visitors';

/** The header a visitor's REST calls may carry their token in (instead of the `visitor_token` field). */
export const VISITOR_HEADER = 'x-visitor-token';

/** The app's support chat calls (contract `API.support`): users by their session, visitors by their token. */
export function supportRoutes(
  app: FastifyInstance,
  s: { chat: SupportChat; visitors: SupportVisitors },
): void {
  const api = API.support;
  const who = (ctx: RequestContext, q: { visitor_token?: string | undefined }) =>
    s.chat.caller(ctx.session?.userId, q.visitor_token ?? visitorHeader(ctx));
  const perIp = (max: number) => ({ rateLimit: { max, timeWindowMs: 60_000 } });
  handle(app, api.visitor, () => s.visitors.issue(), perIp(10));
  handle(app, api.thread, async (q, ctx) => s.chat.thread(await who(ctx, q), q.topic));
  handle(app, api.messages, async (q, ctx) => s.chat.messages(await who(ctx, q), q));
  handle(app, api.send, async (q, ctx) => s.chat.send(await who(ctx, q), q, ctx), perIp(60));
  handle(app, api.read, async (q, ctx) => s.chat.read(await who(ctx, q), q));
  handle(app, api.delivered, async (q, ctx) => s.chat.delivered(await who(ctx, q), q));
  handle(app, api.claim, (q, ctx) => s.chat.claim(ctx.session.userId, q.visitor_token));
  handle(app, api.unread, async (q, ctx) => {
    const token = q.visitor_token ?? visitorHeader(ctx);
    return s.chat.unread(ctx.session || token ? await who(ctx, q) : undefined);
  });
}

function visitorHeader(ctx: RequestContext): string | undefined {
  const value = ctx.req.headers[VISITOR_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { InviteService } from './invite.service';

/** The app's invite calls (contract `API.invite`): my summary, invited users, rebates; the top inviters. */
export function inviteRoutes(app: FastifyInstance, invite: InviteService): void {
  const api = API.invite;
  handle(app, api.summary, (_input, ctx) => invite.summary(ctx));
  handle(app, api.list, (input, ctx) => invite.invited(ctx.session.userId, input));
  handle(app, api.rebates, (input, ctx) => invite.rebates(ctx.session.userId, input));
  handle(app, api.top, () => invite.top());
}

import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { AccountService } from './account.service';

const minute = 60_000;

/** Account + `user/info`, `sms_send`, and the sessions calls (contract `API.account`). */
export function accountRoutes(app: FastifyInstance, account: AccountService): void {
  const codeLimit = { rateLimit: { max: 5, timeWindowMs: minute } };
  const authLimit = { rateLimit: { max: 20, timeWindowMs: minute } };
  const api = API.account;

  handle(app, api.smsMail, (input, ctx) => account.sendEmailCode(input, ctx), codeLimit);
  handle(app, api.smsSend, (input, ctx) => account.sendSmsCode(input, ctx), codeLimit);
  handle(app, api.checkEmail, (input, ctx) => account.checkEmailCode(input, ctx), authLimit);
  handle(app, api.register, (input, ctx) => account.register(input, ctx), authLimit);
  handle(app, api.login, (input, ctx) => account.login(input, ctx), authLimit);
  handle(app, api.logout, (_input, ctx) => account.logout(ctx));
  handle(app, api.forget, (input, ctx) => account.resetPassword(input, ctx), authLimit);
  handle(app, api.info, (_input, ctx) => account.info(ctx));
  handle(app, api.sessions, (_input, ctx) => account.sessions.list(ctx.session));
  handle(app, api.revokeSessions, (input, ctx) => account.sessions.revoke(ctx.session, input));
  handle(app, api.stayLoggedIn, (input, ctx) => account.sessions.setStayLoggedIn(ctx.session, input.enabled));
}

import {
  checkEmailRequest,
  forgetRequest,
  loginRequest,
  registerRequest,
  revokeSessionsRequest,
  smsMailRequest,
  smsSendRequest,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import type { AccountService } from './account.service';

const none = z.object({});
const minute = 60_000;

/** Spec §7 Account + `user/info`, `sms_send`, and the sessions calls. Routes only delegate. */
export function accountRoutes(app: FastifyInstance, account: AccountService): void {
  const codeLimit = { max: 5, timeWindowMs: minute };
  const authLimit = { max: 20, timeWindowMs: minute };

  defineRoute(app, {
    method: 'POST',
    url: '/sms_mail',
    auth: 'optional',
    input: smsMailRequest,
    rateLimit: codeLimit,
    handler: (input, ctx) => account.sendEmailCode(input, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sms_send',
    auth: 'optional',
    input: smsSendRequest,
    rateLimit: codeLimit,
    handler: (input, ctx) => account.sendSmsCode(input, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/user/check_email',
    auth: 'none',
    input: checkEmailRequest,
    rateLimit: authLimit,
    handler: (input, ctx) => account.checkEmailCode(input, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/user/register',
    auth: 'none',
    input: registerRequest,
    rateLimit: authLimit,
    handler: (input, ctx) => account.register(input, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/user/login',
    auth: 'none',
    input: loginRequest,
    rateLimit: authLimit,
    handler: (input, ctx) => account.login(input, ctx),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/user/logout',
    auth: 'required',
    input: none,
    handler: (_input, ctx) => account.logout(ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/user/forget',
    auth: 'none',
    input: forgetRequest,
    rateLimit: authLimit,
    handler: (input, ctx) => account.resetPassword(input, ctx),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/user/info',
    auth: 'required',
    input: none,
    handler: (_input, ctx) => account.info(ctx),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/user/sessions',
    auth: 'required',
    input: none,
    handler: (_input, ctx) => account.sessions.list(ctx.session),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/user/sessions/revoke',
    auth: 'required',
    input: revokeSessionsRequest,
    handler: (input, ctx) => account.sessions.revoke(ctx.session, input),
  });
}

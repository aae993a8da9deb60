import { microtradeListsRequest, microtradeResultRequest, microtradeSubmitRequest } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import type { OptionsService } from './options.service';

const none = z.object({});
const READ: ('GET' | 'POST')[] = ['GET', 'POST'];

/** Spec §7 microtrade/*: tiers, pay currency, submit (idempotent), lists (5 per page), one result. */
export function optionsRoutes(app: FastifyInstance, options: OptionsService): void {
  defineRoute(app, {
    method: READ,
    url: '/microtrade/seconds',
    auth: 'none',
    input: none,
    handler: () => options.seconds(),
  });
  defineRoute(app, {
    method: READ,
    url: '/microtrade/payable_currencies',
    auth: 'optional',
    input: none,
    handler: (_input, ctx) => options.payableCurrencies(ctx.session?.userId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/microtrade/submit',
    auth: 'required',
    idempotent: true,
    input: microtradeSubmitRequest,
    handler: (input, ctx) => options.submit(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: READ,
    url: '/microtrade/lists',
    auth: 'required',
    input: microtradeListsRequest,
    handler: (input, ctx) => options.list(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: READ,
    url: '/microtrade/get_result',
    auth: 'required',
    input: microtradeResultRequest,
    handler: (input, ctx) => options.result(ctx.session.userId, input.id),
  });
}

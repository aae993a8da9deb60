import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { OptionsService } from './options.service';

/** Microtrade/* (contract `API.options`): tiers, pay currency, submit (idempotent), lists, one result. */
export function optionsRoutes(app: FastifyInstance, options: OptionsService): void {
  const micro = API.options;
  handle(app, micro.seconds, () => options.seconds());
  handle(app, micro.payableCurrencies, (_input, ctx) => options.payableCurrencies(ctx.session?.userId));
  handle(app, micro.submit, (input, ctx) => options.submit(ctx.session.userId, input));
  handle(app, micro.lists, (input, ctx) => options.list(ctx.session.userId, input));
  handle(app, micro.getResult, (input, ctx) => options.result(ctx.session.userId, input.id));
}

import {
  conversionLogRequest,
  conversionRequest,
  getTransferFeeRequest,
  getTransferListRequest,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import type { ConversionService } from './conversion.service';

/** Spec §7 coin conversion ("transfer" screen). Routes only delegate. */
export function conversionRoutes(app: FastifyInstance, conversion: ConversionService): void {
  const both = ['GET', 'POST'] as ('GET' | 'POST')[];
  defineRoute(app, {
    method: both,
    url: '/user/getTransferList',
    auth: 'required',
    input: getTransferListRequest,
    handler: (_input, ctx) => conversion.list(ctx.session.userId),
  });
  defineRoute(app, {
    method: both,
    url: '/user/getTransferFee',
    auth: 'required',
    input: getTransferFeeRequest,
    handler: (input) => Promise.resolve(conversion.quote(input.from_currency_id, input.to_currency_id)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/user/Transfer',
    auth: 'required',
    idempotent: true,
    input: conversionRequest,
    handler: (input, ctx) => conversion.convert(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: both,
    url: '/user/transfer_log',
    auth: 'required',
    input: conversionLogRequest,
    handler: (input, ctx) => conversion.history(ctx.session.userId, input.page, input.limit),
  });
}

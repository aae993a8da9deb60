import {
  leverBatchCloseRequest,
  leverDealallRequest,
  leverDealRequest,
  leverIdRequest,
  leverMyTradeRequest,
  leverSetstopRequest,
  leverSubmitRequest,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import type { FuturesService } from './futures.service';

/** Spec §7 lever/* (contract endpoints/lever.ts): routes only parse and delegate. */
export function futuresRoutes(app: FastifyInstance, futures: FuturesService): void {
  const both = ['GET', 'POST'] as ('GET' | 'POST')[];
  defineRoute(app, {
    method: both,
    url: '/lever/deal',
    auth: 'required',
    input: leverDealRequest,
    handler: (input, ctx) => futures.deal(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/lever/submit',
    auth: 'required',
    idempotent: true,
    input: leverSubmitRequest,
    handler: (input, ctx) => futures.submit(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/lever/cancel',
    auth: 'required',
    idempotent: true,
    input: leverIdRequest,
    handler: (input, ctx) => futures.cancel(ctx.session.userId, input.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/lever/close',
    auth: 'required',
    idempotent: true,
    input: leverIdRequest,
    handler: (input, ctx) => futures.close(ctx.session.userId, input.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/lever/setstop',
    auth: 'required',
    input: leverSetstopRequest,
    handler: (input, ctx) => futures.setstop(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/lever/batch_close',
    auth: 'required',
    idempotent: true,
    input: leverBatchCloseRequest,
    handler: (input, ctx) => futures.batchClose(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: both,
    url: '/lever/dealall',
    auth: 'required',
    input: leverDealallRequest,
    handler: (input, ctx) => futures.dealall(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: both,
    url: '/lever/my_trade',
    auth: 'required',
    input: leverMyTradeRequest,
    handler: (input, ctx) => futures.myTrade(ctx.session.userId, input),
  });
}

import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { DemoService } from './demo.service';

/** Demo mode (contract `API.demo`): its state and the demo-funds faucet. */
export function demoRoutes(app: FastifyInstance, demo: DemoService): void {
  handle(app, API.demo.status, (_input, ctx) => demo.status(ctx.session?.userId));
  handle(app, API.demo.claim, (input, ctx) => demo.claim(ctx.session.userId, input.kind));
}

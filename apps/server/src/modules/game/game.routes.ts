import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { GameService } from './game.service';

/** The game's calls (contract `API.game`): my day, predicting, my history, the daily leaderboard. */
export function gameRoutes(app: FastifyInstance, game: GameService): void {
  const api = API.game;
  handle(app, api.state, (_input, ctx) => game.state(ctx.session.userId));
  handle(app, api.predict, (input, ctx) => game.predict(ctx.session.userId, input), {
    rateLimit: { max: 60, timeWindowMs: 60_000 },
  });
  handle(app, api.history, (input, ctx) => game.history(ctx.session.userId, input.page, input.limit));
  handle(app, api.leaderboard, (input, ctx) => game.leaderboard(input.day, ctx.session?.userId));
}

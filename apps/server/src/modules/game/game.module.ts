import { GAME_SYMBOLS } from '@meridian/contract/game';
import { defineModule } from '../../platform/module';
import { gameRoutes } from './game.routes';
import { GameService } from './game.service';
import { GameSettler } from './game.jobs';

declare module '../../platform/module' {
  interface Services {
    game: GameService;
    gameSettler: GameSettler;
  }
}

/**
 * The mini game: a price-prediction game on the live feed in POINTS only (never money: this module
 * does not use the ledger), with 1,000 free points per UTC day, settlement by a durable job at the end time plus
 * the `game.sweep` cron, and a daily leaderboard. The app opens the operator's `game_url` setting instead when set.
 */
export const gameModule = defineModule({
  name: 'game',
  setup: ({ database, jobs, logger, use }) => {
    const db = database.db;
    const market = use('market');
    // the service's clock (tests move it) is read when the settler runs
    const gameSettler = new GameSettler({ db, market, log: logger, clock: () => game.clock(), jobs });
    const game: GameService = new GameService({
      db,
      market,
      account: use('account'),
      scheduleSettle: (tx, id, endAt) => gameSettler.schedule(tx, id, endAt),
    });
    const offs: (() => void)[] = [];
    return {
      services: { game, gameSettler },
      routes: (api) => gameRoutes(api, game),
      jobs: gameSettler.definitions,
      start: () => {
        const pairIds = GAME_SYMBOLS.flatMap((s) => {
          const p = market.listPairs().find((x) => x.symbol === s);
          return p ? [p.id] : [];
        });
        offs.push(game.onPlaced(() => gameSettler.wake()));
        offs.push(market.onTicks((batch) => gameSettler.onTicks(batch, pairIds)));
      },
      stop: async () => {
        for (const off of offs.splice(0)) off();
        await gameSettler.idle();
      },
    };
  },
});

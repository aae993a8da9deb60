import { defineModule } from '../../platform/module';

/**
 * The mini game (issue 18): a price-prediction game on the live feed that uses points only, never money, with a daily leaderboard; or the operator's game_url.
 */
export const gameModule = defineModule({
  name: 'game',
  setup: () => ({ services: {} }),
});

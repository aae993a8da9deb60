/**
 * The copy-trading module's entry: other modules import from here only. Traders and their review, follows,
 * the copy engine, statistics and the leaderboard.
 */
export { copytradeModule } from './copytrade.module';
export { TradersService, type DemoTraderTerms } from './traders.service';
export { FollowsService } from './follows.service';

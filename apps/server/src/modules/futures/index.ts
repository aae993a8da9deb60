/**
 * The futures (lever) module's entry: other modules import from here only. Rules (rules.ts) → money
 * (money.ts) → transitions → service → routes; the trigger index leads on one node; the overnight
 * fee is a cron job.
 */
export { FuturesService } from './futures.service';
export { futuresRoutes } from './futures.routes';
export { attachFuturesRealtime } from './futures.realtime';
export { FuturesTriggers } from './triggers';
export {
  FuturesCommands,
  type MarketOpenBatch,
  type MarketOpenOrder,
  type MarketOpenResult,
  type MarketOpenSkip,
} from './futures.commands';
export type { FuturesPositionRow } from './futures.schema';
export type {
  FuturesHooks,
  FuturesOrigin,
  MarginVouchers,
  PositionChanged,
  PositionClosed,
  PositionOpened,
} from './futures.hooks';
export { futuresJobs } from './futures.jobs';
export { futuresModule } from './futures.module';

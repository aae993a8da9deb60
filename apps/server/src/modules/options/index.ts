/**
 * The options (micro-trade) module's entry: other modules import from here only. Orders, tiers, and the
 * settler that leads on one node and settles each order at expiry.
 */
export { OptionsService } from './options.service';
export { optionsRoutes } from './options.routes';
export { attachOptionsRealtime } from './options.realtime';
export { OptionsSettler } from './options.jobs';
export type {
  OptionOrderRef,
  OptionsHooks,
  OptionsOrigin,
  OrderClosed,
  OrderOpened,
  StakeVouchers,
} from './options.hooks';
export { optionsModule } from './options.module';

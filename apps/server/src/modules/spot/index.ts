/**
 * The spot module's entry: other modules import from here only. Order books, fills through the ledger, and
 * the house market maker (leads on one node).
 */
export { SpotService } from './spot.service';
export { spotPutCancelRoute, spotRoutes } from './spot.routes';
export { attachSpotRealtime } from './spot.realtime';
export { MarketMaker } from './market-maker/market-maker';
export { spotModule } from './spot.module';

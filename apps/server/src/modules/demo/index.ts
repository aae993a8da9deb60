/**
 * The demo module's entry: other modules import from here only. Demo mode's state and the demo-funds faucet
 * (one claim per account, a top-up of a low balance once per UTC day), credited through the ledger.
 */
export { DemoService, DEMO_ENTRY_KIND } from './demo.service';
export { demoRoutes } from './demo.routes';
export { demoModule } from './demo.module';

/**
 * The copy-trading module's entry: other modules import from here only.
 */
export { copytradeModule } from './copytrade.module';

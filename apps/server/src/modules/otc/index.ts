/** The OTC module's entry: other modules import from here only. */
export { otcModule } from './otc.module';

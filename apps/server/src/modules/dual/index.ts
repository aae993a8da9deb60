/** The dual module's entry: other modules import from here only. */
export { dualModule } from './dual.module';

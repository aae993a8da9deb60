/** The ieo module's entry: other modules import from here only. */
export { ieoModule } from './ieo.module';

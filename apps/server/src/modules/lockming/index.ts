/** The lockming module's entry: other modules import from here only. */
export { lockmingModule } from './lockming.module';

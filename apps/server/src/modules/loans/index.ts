/** The loans module's entry: other modules import from here only. */
export { loansModule } from './loans.module';

/** The invest module's entry: other modules import from here only. */
export { investModule } from './invest.module';

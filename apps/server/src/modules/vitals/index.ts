/** The vitals module's entry: other modules and app.ts import from here only. */
export { vitalsModule } from './vitals.module';

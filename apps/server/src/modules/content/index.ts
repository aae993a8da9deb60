/** The content module's entry: other modules import from here only. */
export { contentModule } from './content.module';

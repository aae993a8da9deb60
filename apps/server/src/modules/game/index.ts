/** The game module's entry: other modules import from here only. */
export { gameModule } from './game.module';

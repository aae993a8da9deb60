/** The invite module's entry: other modules import from here only. */
export { inviteModule } from './invite.module';

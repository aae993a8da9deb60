import { defineModule } from '../../platform/module';

/**
 * Support chat (issue 17): threads between a user (or a visitor, merged into the account at login) and the
 * support team over the socket, kept in PostgreSQL; the console's inbox.
 */
export const supportModule = defineModule({
  name: 'support',
  setup: () => ({ services: {} }),
});

import { defineModule } from '../../platform/module';
import { SupportTopics } from './support.topics';

declare module '../../platform/module' {
  interface Services {
    supportTopics: SupportTopics;
  }
}

/**
 * Support chat (issue 17): threads between a user (or a visitor, merged into the account at login) and the
 * support team over the socket, kept in PostgreSQL; the console's inbox. Modules with records users ask about
 * register a topic kind on `supportTopics` (OTC orders, loans), so a thread can be about one record.
 */
export const supportModule = defineModule({
  name: 'support',
  setup: () => {
    const supportTopics = new SupportTopics();
    return { services: { supportTopics } };
  },
});

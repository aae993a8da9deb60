import { defineModule } from '../../platform/module';
import { accountRoutes } from './account.routes';
import { AccountService } from './account.service';
import { profileRoutes } from './profile.routes';
import { ProfileService } from './profile.service';
import { SessionsService } from './sessions.service';

declare module '../../platform/module' {
  interface Services {
    sessions: SessionsService;
    account: AccountService;
    profile: ProfileService;
  }
}

/** Sign-up, sign-in, codes and sessions; the profile (password, mobile, email, avatar, nickname). */
export const accountModule = defineModule({
  name: 'account',
  setup: ({ database, events, outbox, images }) => {
    const sessions = new SessionsService({ db: database.db, events });
    const account = new AccountService(database.db, outbox, sessions);
    const profile = new ProfileService({ db: database.db, images });
    return {
      services: { sessions, account, profile },
      routes: (api) => {
        accountRoutes(api, account);
        profileRoutes(api, profile);
      },
    };
  },
});

import { defineModule } from '../../platform/module';
import { accountRoutes } from './account.routes';
import { AccountService } from './account.service';
import { AccountGates } from './gates.hooks';
import { AccountGuards } from './guards.hooks';
import { profileRoutes } from './profile.routes';
import { ProfileService } from './profile.service';
import { SessionsService } from './sessions.service';

declare module '../../platform/module' {
  interface Services {
    sessions: SessionsService;
    account: AccountService;
    profile: ProfileService;
    accountGuards: AccountGuards;
    accountGates: AccountGates;
  }
}

/** Sign-up, sign-in, codes and sessions; the profile (password, mobile, email, avatar, nickname). */
export const accountModule = defineModule({
  name: 'account',
  setup: ({ database, events, outbox, images }) => {
    const accountGuards = new AccountGuards();
    const sessions = new SessionsService({ db: database.db, events, guards: accountGuards });
    const accountGates = new AccountGates();
    const account = new AccountService(database.db, outbox, sessions, accountGuards, accountGates);
    const profile = new ProfileService({ db: database.db, images, guards: accountGuards });
    return {
      services: { sessions, account, profile, accountGuards, accountGates },
      routes: (api) => {
        accountRoutes(api, account);
        profileRoutes(api, profile);
      },
    };
  },
});

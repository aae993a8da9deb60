import { defineModule } from '../../platform/module';
import { rebateSubscribers } from './rebates';
import { inviteRoutes } from './invite.routes';
import { InviteService } from './invite.service';

declare module '../../platform/module' {
  interface Services {
    invite: InviteService;
  }
}

/**
 * Invitations and rebates: the invite summary, the invited list, rebate history and the top inviters
 * board; a published one-level share (INVITE_REBATE_PERCENT) of each referee's spot fill and futures opening fee
 * credited to the inviter through the ledger by domain-event subscribers (`spot.filled`,
 * `futures.position_opened`), once per fee.
 */
export const inviteModule = defineModule({
  name: 'invite',
  setup: ({ database, use }) => {
    const account = use('account');
    const market = use('market');
    const invite = new InviteService({ db: database.db, account, kyc: use('kyc'), market });
    return {
      services: { invite },
      routes: (api) => inviteRoutes(api, invite),
      subscribers: rebateSubscribers({ account, ledger: use('ledger'), market }),
    };
  },
});

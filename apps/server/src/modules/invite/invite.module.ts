import { defineModule } from '../../platform/module';

/**
 * Invitations and rebates (issue 18): invite code, link, QR and poster, the invited list, a published one-level share of each referee's spot and futures fees credited through the ledger by a job, rebate history, top inviters.
 */
export const inviteModule = defineModule({
  name: 'invite',
  setup: () => ({ services: {} }),
});

import { opsApi } from '@meridian/contract/ops';
import { createQueueHooks } from '../../lib/queue';

/** Withdrawal review queue (each review after a step-up): API.ops.withdrawalsList, withdrawalsApprove, withdrawalsReject. */
export const withdrawalQueue = createQueueHooks(
  'withdrawals',
  {
    list: opsApi.withdrawalsList,
    approve: opsApi.withdrawalsApprove,
    reject: opsApi.withdrawalsReject,
  },
  { approve: 'withdrawal.approve', reject: 'withdrawal.reject' },
);

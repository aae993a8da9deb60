import { API } from '@meridian/contract';
import { createQueueHooks } from '../../lib/queue';

/** Withdrawal review queue: API.ops.withdrawalsList, withdrawalsApprove, withdrawalsReject. */
export const withdrawalQueue = createQueueHooks('withdrawals', {
  list: API.ops.withdrawalsList,
  approve: API.ops.withdrawalsApprove,
  reject: API.ops.withdrawalsReject,
});

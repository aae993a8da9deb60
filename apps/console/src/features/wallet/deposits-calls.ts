import { opsApi } from '@meridian/contract/ops';
import { createQueueHooks } from '../../lib/queue';

/** Deposit review queue: API.ops.depositsList, depositsApprove, depositsReject. */
export const depositQueue = createQueueHooks('deposits', {
  list: opsApi.depositsList,
  approve: opsApi.depositsApprove,
  reject: opsApi.depositsReject,
});

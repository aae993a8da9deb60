import { API } from '@meridian/contract';
import { createQueueHooks } from '../../lib/queue';

/** Deposit review queue: API.ops.depositsList, depositsApprove, depositsReject. */
export const depositQueue = createQueueHooks('deposits', {
  list: API.ops.depositsList,
  approve: API.ops.depositsApprove,
  reject: API.ops.depositsReject,
});

import { opsApi } from '@meridian/contract/ops';
import { createQueueHooks } from '../../lib/queue';

/** Deposit review queue (each review after a step-up): API.ops.depositsList, depositsApprove, depositsReject. */
export const depositQueue = createQueueHooks(
  'deposits',
  {
    list: opsApi.depositsList,
    approve: opsApi.depositsApprove,
    reject: opsApi.depositsReject,
  },
  { approve: 'deposit.approve', reject: 'deposit.reject' },
);

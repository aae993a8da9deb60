import { API } from '@meridian/contract';
import { createQueueHooks } from '../../lib/queue';

/** KYC review queue: API.ops.kycList, kycApprove, kycReject. */
export const kycQueue = createQueueHooks('kyc', {
  list: API.ops.kycList,
  approve: API.ops.kycApprove,
  reject: API.ops.kycReject,
});

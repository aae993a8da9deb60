import { opsApi } from '@meridian/contract/ops';
import { createQueueHooks } from '../../lib/queue';

/** KYC review queue: API.ops.kycList, kycApprove, kycReject. */
export const kycQueue = createQueueHooks('kyc', {
  list: opsApi.kycList,
  approve: opsApi.kycApprove,
  reject: opsApi.kycReject,
});

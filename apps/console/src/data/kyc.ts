import { opsKycListResponse } from '@meridian/contract';
import type { OpsKycItem } from '@meridian/contract';
import { createQueueHooks } from './queue';

/** KYC review queue: GET /ops/kyc/list, POST /ops/kyc/approve | reject. */
export const kycQueue = createQueueHooks<OpsKycItem>('kyc', opsKycListResponse);

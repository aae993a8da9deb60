import { opsDepositListResponse } from '@meridian/contract';
import type { OpsDepositItem } from '@meridian/contract';
import { createQueueHooks } from './queue';

/** Deposit review queue: GET /ops/deposits/list, POST /ops/deposits/approve | reject. */
export const depositQueue = createQueueHooks<OpsDepositItem>('deposits', opsDepositListResponse);

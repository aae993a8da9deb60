import { opsWithdrawalListResponse } from '@meridian/contract';
import type { OpsWithdrawalItem } from '@meridian/contract';
import { createQueueHooks } from './queue';

/** Withdrawal review queue: GET /ops/withdrawals/list, POST /ops/withdrawals/approve | reject. */
export const withdrawalQueue = createQueueHooks<OpsWithdrawalItem>('withdrawals', opsWithdrawalListResponse);

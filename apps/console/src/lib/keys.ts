import type { TraderState } from '@meridian/contract/copytrade';
import type { EarnProductState } from '@meridian/contract/earn';
import type { OpsAction, OpsJobList } from '@meridian/contract/ops';
import type { RequestState } from '@meridian/contract/wallet';

/** Query keys of every console query, in one factory so invalidation matches what the hooks cache. */
/** The list query of an earn product list: a page, optionally one state. */
export interface EarnListQuery {
  page: number;
  limit: number;
  status?: EarnProductState | undefined;
}

export type QueueArea = 'kyc' | 'deposits' | 'withdrawals' | 'copytrade';

export const opsKeys = {
  all: ['ops'] as const,
  me: () => ['ops', 'me'] as const,
  queue: (area: QueueArea) => ['ops', area] as const,
  queueList: (area: QueueArea, query: { status: RequestState; page: number; limit: number }) =>
    ['ops', area, 'list', query] as const,
  addresses: () => ['ops', 'deposit_addresses'] as const,
  tiers: () => ['ops', 'microtrade_tiers'] as const,
  jobs: () => ['ops', 'jobs'] as const,
  jobsList: (query: { state: OpsJobList; page: number; limit: number }) =>
    ['ops', 'jobs', 'list', query] as const,
  events: () => ['ops', 'events'] as const,
  eventsList: (query: { page: number; limit: number }) => ['ops', 'events', 'list', query] as const,
  copytrade: () => ['ops', 'copytrade'] as const,
  traders: (query: { status: TraderState; page: number; limit: number }) =>
    ['ops', 'copytrade', 'traders', query] as const,
  earn: (area: 'ieo' | 'lockming' | 'dual') => ['ops', 'earn', area] as const,
  earnList: (area: 'ieo' | 'lockming' | 'dual', query: EarnListQuery) =>
    ['ops', 'earn', area, 'list', query] as const,
  lockRates: (query: { config_id: number; page: number; limit: number }) =>
    ['ops', 'earn', 'lockming', 'rates', query] as const,
  currencies: () => ['ops', 'currencies'] as const,
  audit: () => ['ops', 'audit'] as const,
  auditList: (query: { page: number; limit: number; action: OpsAction | undefined }) =>
    ['ops', 'audit', 'list', query] as const,
};

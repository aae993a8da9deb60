import { opsAuditListResponse } from '@meridian/contract';
import type { OpsAction } from '@meridian/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../api/http';
import { opsKeys } from './keys';

/** GET /ops/audit {page, limit, action?}: newest first. */
export function useAuditLog(query: { page: number; limit: number; action: OpsAction | undefined }) {
  return useQuery({
    queryKey: opsKeys.auditList(query),
    queryFn: ({ signal }) => http.get('/ops/audit', query, { schema: opsAuditListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

import { opsApi } from '@meridian/contract/ops';
import type { OpsAction } from '@meridian/contract/ops';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { opsKeys } from '../../lib/keys';

/** API.ops.audit {page, limit, action?}: newest first. */
export function useAuditLog(query: { page: number; limit: number; action: OpsAction | undefined }) {
  return useQuery({
    queryKey: opsKeys.auditList(query),
    queryFn: ({ signal }) => http.call(opsApi.audit, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

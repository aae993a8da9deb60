import type { PasskeyItem } from '@meridian/contract/security';
import type { PasskeyRow } from './security.schema';

/** A stored passkey as its owner sees it (never its key or credential id). */
export function passkeyItem(row: Pick<PasskeyRow, 'id' | 'name' | 'createdAt' | 'lastUsedAt'>): PasskeyItem {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

import type { InviteSource } from '@meridian/contract/invite';

/** Query keys of the invite screen: one invalidation of `all` reloads every invite read. */
export const inviteKeys = {
  all: ['invite'] as const,
  summary: () => [...inviteKeys.all, 'summary'] as const,
  invited: () => [...inviteKeys.all, 'invited'] as const,
  rebates: (source: InviteSource | 'all') => [...inviteKeys.all, 'rebates', source] as const,
  top: () => [...inviteKeys.all, 'top'] as const,
  rulesArticle: () => [...inviteKeys.all, 'rules-article'] as const,
};

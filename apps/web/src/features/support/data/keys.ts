/** Query keys of the support chat; `who` separates a visitor's data from the account's. */
export type SupportWho = 'user' | 'visitor';

export const supportKeys = {
  all: ['support'] as const,
  thread: (who: SupportWho, topic: string) => [...supportKeys.all, 'thread', who, topic] as const,
  unread: (who: SupportWho) => [...supportKeys.all, 'unread', who] as const,
};

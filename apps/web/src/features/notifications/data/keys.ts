/** Query keys of the notifications domain (the list is rendered by the server in `lang`). */
export const notificationsKeys = {
  all: ['notifications'] as const,
  list: (lang: string) => [...notificationsKeys.all, 'list', lang] as const,
  unread: () => [...notificationsKeys.all, 'unread'] as const,
};

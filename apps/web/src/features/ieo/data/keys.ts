/** Query keys of the IEO screens: one invalidation of `all` reloads every IEO read. Texts are per language. */
export const ieoKeys = {
  all: ['ieo'] as const,
  projects: (lang: string) => [...ieoKeys.all, 'projects', lang] as const,
  detail: (id: number, lang: string) => [...ieoKeys.all, 'detail', id, lang] as const,
  orders: () => [...ieoKeys.all, 'orders'] as const,
};

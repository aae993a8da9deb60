/** Query keys of the financial hub's own reads (the products' lists and the user's holdings). */
export const earnKeys = {
  all: ['earn'] as const,
  locks: (lang: string) => [...earnKeys.all, 'locks', lang] as const,
  invest: (type: 'call' | 'put', lang: string) => [...earnKeys.all, 'invest', type, lang] as const,
  holdings: () => [...earnKeys.all, 'holdings'] as const,
};

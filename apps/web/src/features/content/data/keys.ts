/**
 * Query keys of the content reads. Every key carries the reader's language: the server answers in it
 * (falling back to en), so a language switch reads again. `all` reloads every content read.
 */
export const contentKeys = {
  all: ['content'] as const,
  list: (lang: string, cId: number, limit: number) => [...contentKeys.all, 'list', lang, cId, limit] as const,
  detail: (lang: string, id: number) => [...contentKeys.all, 'detail', lang, id] as const,
  fixed: (lang: string, which: FixedArticle) => [...contentKeys.all, 'fixed', lang, which] as const,
  pop: (lang: string, loggedIn: boolean) => [...contentKeys.all, 'pop', lang, loggedIn] as const,
  menu: () => [...contentKeys.all, 'menu'] as const,
};

export type FixedArticle = 'faq' | 'aboutus' | 'contactus' | 'operationalCompliance';

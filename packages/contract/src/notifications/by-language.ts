import type { LangCode } from '../languages';
import type { NotificationCatalogue } from './keys';

/** Each language's notification texts as a module of its own, for a client that fetches only the one it shows. */
export const NOTIFICATION_TEXT_LOADERS: Record<LangCode, () => Promise<NotificationCatalogue>> = {
  en: () => import('./en').then((m) => m.en),
  pt: () => import('./pt').then((m) => m.pt),
  th: () => import('./th').then((m) => m.th),
  jp: () => import('./jp').then((m) => m.jp),
  kor: () => import('./kor').then((m) => m.kor),
  fra: () => import('./fra').then((m) => m.fra),
  spa: () => import('./spa').then((m) => m.spa),
  tr: () => import('./tr').then((m) => m.tr),
  zh: () => import('./zh').then((m) => m.zh),
};

import type { LangCode } from '@meridian/contract';
import enUS from 'antd-mobile/es/locales/en-US';

export type AntdLocale = typeof enUS;

/**
 * antd-mobile's own strings (pickers, dialogs) in the app language. English is antd-mobile's own default and
 * ships with the first script; the others are fetched when their language is in use.
 */
export const DEFAULT_ANTD_LOCALE: AntdLocale = enUS;

const LOADERS: Record<LangCode, () => Promise<{ default: AntdLocale }>> = {
  en: () => Promise.resolve({ default: enUS }),
  pt: () => import('antd-mobile/es/locales/pt-BR'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  jp: () => import('antd-mobile/es/locales/ja-JP'),
  kor: () => import('antd-mobile/es/locales/ko-KR'),
  fra: () => import('antd-mobile/es/locales/fr-FR'),
  spa: () => import('antd-mobile/es/locales/es-ES'),
  tr: () => import('antd-mobile/es/locales/tr-TR'),
  zh: () => import('antd-mobile/es/locales/zh-CN'),
};

export async function loadAntdLocale(lang: LangCode): Promise<AntdLocale> {
  return (await (LOADERS[lang] ?? LOADERS.en)()).default;
}

import type { LangCode } from '@meridian/contract';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import frFR from 'antd-mobile/es/locales/fr-FR';
import jaJP from 'antd-mobile/es/locales/ja-JP';
import koKR from 'antd-mobile/es/locales/ko-KR';
import ptBR from 'antd-mobile/es/locales/pt-BR';
import thTH from 'antd-mobile/es/locales/th-TH';
import trTR from 'antd-mobile/es/locales/tr-TR';
import zhCN from 'antd-mobile/es/locales/zh-CN';

/** antd-mobile's own strings (pickers, dialogs) in the app language. */
export const ANTD_LOCALES: Record<LangCode, typeof enUS> = {
  en: enUS,
  pt: ptBR,
  th: thTH,
  jp: jaJP,
  kor: koKR,
  fra: frFR,
  spa: esES,
  tr: trTR,
  zh: zhCN,
};

/** Language config. Backend codes equal the app codes; uniCode is the BCP 47 tag. */
export interface LanguageConfig {
  code: LangCode;
  name: string;
  nativeName: string;
  backendCode: LangCode;
  uniCode: string;
  buyText: string;
  sellText: string;
}

export const LANG_CODES = ['en', 'pt', 'th', 'jp', 'kor', 'fra', 'spa', 'tr', 'zh'] as const;
export type LangCode = (typeof LANG_CODES)[number];

export const LANGUAGES: readonly LanguageConfig[] = [
  {
    code: 'en',
    name: 'English',
    nativeName: 'English',
    backendCode: 'en',
    uniCode: 'en',
    buyText: 'Buy',
    sellText: 'Sell',
  },
  {
    code: 'pt',
    name: 'Portuguese',
    nativeName: 'Português',
    backendCode: 'pt',
    uniCode: 'pt',
    buyText: 'Comprar',
    sellText: 'Vender',
  },
  {
    code: 'th',
    name: 'Thai',
    nativeName: 'ไทย',
    backendCode: 'th',
    uniCode: 'th',
    buyText: 'ซื้อ',
    sellText: 'ขาย',
  },
  {
    code: 'jp',
    name: 'Japanese',
    nativeName: '日本語',
    backendCode: 'jp',
    uniCode: 'ja',
    buyText: '買い',
    sellText: '売り',
  },
  {
    code: 'kor',
    name: 'Korean',
    nativeName: '한국어',
    backendCode: 'kor',
    uniCode: 'ko',
    buyText: '매수',
    sellText: '매도',
  },
  {
    code: 'fra',
    name: 'French',
    nativeName: 'Français',
    backendCode: 'fra',
    uniCode: 'fr',
    buyText: 'Acheter',
    sellText: 'Vendre',
  },
  {
    code: 'spa',
    name: 'Spanish',
    nativeName: 'Español',
    backendCode: 'spa',
    uniCode: 'es',
    buyText: 'Comprar',
    sellText: 'Vender',
  },
  {
    code: 'tr',
    name: 'Turkish',
    nativeName: 'Türkçe',
    backendCode: 'tr',
    uniCode: 'tr',
    buyText: 'Al',
    sellText: 'Sat',
  },
  {
    code: 'zh',
    name: 'Chinese',
    nativeName: '中文',
    backendCode: 'zh',
    uniCode: 'zh',
    buyText: '买入',
    sellText: '卖出',
  },
];

export function isLangCode(value: unknown): value is LangCode {
  return typeof value === 'string' && (LANG_CODES as readonly string[]).includes(value);
}

/** Maps any tag (`ja`, `ko-KR`, `jp`) to an app language code, falling back to en. */
export function toLangCode(value: unknown): LangCode {
  if (isLangCode(value)) return value;
  if (typeof value !== 'string') return 'en';
  const base = value.toLowerCase().split(/[-_]/)[0] ?? '';
  const byUni = LANGUAGES.find((l) => l.uniCode === base);
  return byUni ? byUni.code : 'en';
}

/**
 * Localised name of a record: `{code}_name`, then `en_name`, then `option_name`, then `name`.
 */
export function localizedName(record: Record<string, unknown>, lang: LangCode): string {
  for (const key of [`${lang}_name`, 'en_name', 'option_name', 'name']) {
    const v = record[key];
    if (typeof v === 'string' && v.length > 0) return v;
  }
  return '';
}

import { LANG_CODES, MESSAGES, MESSAGE_KEYS } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, translateMessage } from './index';
import { APP_STRINGS, RESOURCES } from './resources';

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

/** Words that are genuinely the same in every language (brand names, acronyms, codes). */
const SAME_EVERYWHERE = new Set([
  'Meridian',
  'OK',
  'UID',
  'IP',
  'IEO',
  'NFT',
  'OTC',
  'OCO',
  'USDT',
  'BTC',
  'IBAN',
  'BIC',
  '24/7',
  '1min',
  '5min',
  '15min',
  '30min',
  '1H',
  '1D',
  '1W',
  '1M',
]);
/** Per-language words that are genuinely identical to English. */
const SAME_IN: Partial<Record<string, Set<string>>> = {
  fra: new Set([
    'Article',
    'Version',
    'Euro',
    'Trader',
    'Collection',
    'Services',
    'Notifications',
    'Coupons',
    'Crypto',
    'O',
    'H',
    'C',
    'Vol',
    'Vol {{value}}',
    'Take profit',
    'Stop',
  ]),
  spa: new Set(['Euro', 'Trader', 'General', 'C', 'Vol', 'Vol {{value}}', 'Take profit', 'China', 'Stop']),
  pt: new Set(['Euro', 'Trader', 'Vol', 'Vol {{value}}', 'Take profit', 'China', 'Stop']),
  tr: new Set(['Euro', 'Stop']),
};

const en = flatten(RESOURCES.en);

/** `base_one` / `base_other`… → `base`: plural families are compared per family (plurals.test.ts checks their forms). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const familyKeys = (cat: Map<string, string>) =>
  new Set(
    [...cat.keys()].map((k) => (cat.has(`${k.replace(PLURAL, '')}_other`) ? k.replace(PLURAL, '') : k)),
  );
const enFamilies = familyKeys(en);
/** A key's text, or its plural family's `_other` form. */
const textOf = (cat: Map<string, string>, key: string) =>
  cat.get(key) ?? cat.get(`${key.replace(PLURAL, '')}_other`);

describe('i18n catalogues', () => {
  it.each(LANG_CODES.filter((l) => l !== 'en'))('%s has every key, non-empty and translated', (lang) => {
    const cat = flatten(RESOURCES[lang]);
    const missing = [...enFamilies].filter((k) => !(textOf(cat, k) ?? '').trim());
    expect(missing, `missing or empty in ${lang}`).toEqual([]);
    const padded = [...cat.entries()].filter(([, v]) => v !== v.trim()).map(([k]) => k);
    expect(padded, `leading/trailing spaces in ${lang}`).toEqual([]);
    const extra = [...familyKeys(cat)].filter((k) => !enFamilies.has(k));
    expect(extra, `unknown keys in ${lang}`).toEqual([]);
    const untranslated = [...en.entries()]
      .filter(([k, v]) => textOf(cat, k) === v && !SAME_EVERYWHERE.has(v) && !SAME_IN[lang]?.has(v))
      .map(([k]) => k);
    expect(untranslated, `still English in ${lang}`).toEqual([]);
  });

  it.each(LANG_CODES)('%s keeps interpolation variables', (lang) => {
    const cat = flatten(RESOURCES[lang]);
    for (const [k, v] of en) {
      const vars = (v.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect((textOf(cat, k)?.match(/\{\{\w+\}\}/g) ?? []).sort(), `${lang}:${k}`).toEqual(vars);
    }
  });

  it.each(LANG_CODES)('%s resolves every contract MESSAGE_KEY from the one catalogue (MESSAGES)', (lang) => {
    const cat = flatten(RESOURCES[lang]);
    for (const key of MESSAGE_KEYS) {
      expect(cat.get(`errors.${key}`)?.trim(), `${lang}:errors.${key}`).toBeTruthy();
      expect(cat.get(`errors.${key}`)).toBe(MESSAGES[lang][key]);
    }
  });

  it('keeps no copy of the server messages in the web catalogues', () => {
    for (const lang of LANG_CODES) expect(Object.keys(APP_STRINGS[lang])).not.toContain('errors');
  });
});

describe('i18n at runtime', () => {
  it('translates server message keys in every language, falling back to the raw text', async () => {
    await initI18n('jp');
    expect(translateMessage('please_log_in')).toBe(MESSAGES.jp.please_log_in);
    await changeLanguage('fra');
    expect(translateMessage('symbol_unknown')).toBe(MESSAGES.fra.symbol_unknown);
    expect(translateMessage('Some raw server text')).toBe('Some raw server text');
  });
});

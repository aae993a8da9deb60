import { LANG_CODES, type LangCode } from '@meridian/contract';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from './resources';

type Tree = { [k: string]: string | Tree };
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** Every plural family of a catalogue: base key → its forms. */
function families(tree: Tree, prefix = '', out = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v !== 'string') families(v, key, out);
    else {
      const m = PLURAL.exec(key);
      // a family has its `_other` form (a message key such as follow_too_many is not one)
      if (m && typeof tree[`${k.replace(PLURAL, '$1')}_other`] === 'string')
        out.set(m[1]!, (out.get(m[1]!) ?? new Set()).add(m[2]!));
    }
  }
  return out;
}

/** The categories i18next picks from for a language code: Intl's rules for that code, as its resolver asks. */
const categoriesOf = (lang: LangCode) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

const t = (lang: LangCode, key: string, options: Record<string, unknown>) =>
  i18n.getFixedT(lang)(key, options);

beforeAll(async () => {
  await i18n.init({
    resources: Object.fromEntries(LANG_CODES.map((l) => [l, { translation: RESOURCES[l] }])),
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
});

describe('plural forms', () => {
  it.each(LANG_CODES)('%s gives every plural family exactly its own categories', (lang) => {
    const want = [...categoriesOf(lang)].sort();
    for (const [base, forms] of families(RESOURCES[lang]))
      expect([...forms].sort(), `${lang}:${base}`).toEqual(want);
  });

  it('every English family is a family in each language, and counts are families everywhere', () => {
    const en = [...families(RESOURCES.en).keys()].sort();
    for (const lang of LANG_CODES)
      expect([...families(RESOURCES[lang] as Tree).keys()].sort(), lang).toEqual(en);
    for (const key of [
      'wallet.receiveCount',
      'futures.closeAllText',
      'futures.batchClosed',
      'kefu.unreadBadge',
    ])
      expect(en, key).toContain(key);
  });

  it('en: one and many', () => {
    expect(t('en', 'wallet.receiveCount', { count: 1 })).toBe('Used 1 time');
    expect(t('en', 'wallet.receiveCount', { count: 3 })).toBe('Used 3 times');
    expect(t('en', 'futures.closeAllText', { count: 1 })).toBe(
      'Your 1 open position closes at the market price.',
    );
    expect(t('en', 'futures.closeAllText', { count: 2 })).toBe(
      'All 2 open positions close at the market price.',
    );
    expect(t('en', 'copy.lotsN', { count: 1 })).toBe('1 lot');
    expect(t('en', 'lockming.penaltyFormula', { count: 1, days: 1, rate: '0.4%', amount: '10' })).toBe(
      'Penalty = 0.4% × 1 day × 10',
    );
    expect(
      t('en', 'futures.closeText', {
        count: 1,
        lots: 1,
        side: 'Long',
        symbol: 'BTC/USDT',
        price: '1',
        pnl: '0',
      }),
    ).toMatch(/^Long 1 lot of BTC\/USDT closes/);
  });

  it('fra: 0 and 1 are singular, a million takes the plural', () => {
    expect(t('fra', 'futures.batchClosed', { count: 0 })).toBe('0 position clôturée');
    expect(t('fra', 'futures.batchClosed', { count: 1 })).toBe('1 position clôturée');
    expect(t('fra', 'futures.batchClosed', { count: 2 })).toBe('2 positions clôturées');
    expect(t('fra', 'futures.batchClosed', { count: 1_000_000 })).toBe('1000000 positions clôturées');
  });

  it('zh has one form, used for every count', () => {
    expect(t('zh', 'futures.batchClosed', { count: 1 })).toBe('已平仓 1 个');
    expect(t('zh', 'futures.batchClosed', { count: 5 })).toBe('已平仓 5 个');
  });

  it('tr: one and other, with the noun unchanged after a number', () => {
    expect(t('tr', 'futures.batchClosed', { count: 1 })).toBe('1 pozisyon kapatıldı');
    expect(t('tr', 'futures.batchClosed', { count: 4 })).toBe('4 pozisyon kapatıldı');
  });

  it('the game shows a net result for the day, not a win', () => {
    expect(t('en', 'game.won', {})).toBe('Net today');
    expect(t('fra', 'game.won', {})).toBe('Résultat du jour');
  });
});

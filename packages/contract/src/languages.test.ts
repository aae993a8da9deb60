import { describe, expect, it } from 'vitest';
import { LANG_CODES, LANGUAGES, localizedName, toLangCode } from './languages';

describe('language config (spec §3)', () => {
  it('has the nine languages with every field, backend code equal to the app code', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual([...LANG_CODES]);
    expect(LANG_CODES).toEqual(['en', 'pt', 'th', 'jp', 'kor', 'fra', 'spa', 'tr', 'zh']);
    for (const l of LANGUAGES) {
      expect(l.backendCode).toBe(l.code);
      for (const v of [l.name, l.nativeName, l.uniCode, l.buyText, l.sellText])
        expect(v.length).toBeGreaterThan(0);
    }
  });

  it('maps uni codes: jp → ja, kor → ko, fra → fr, spa → es', () => {
    const uni = Object.fromEntries(LANGUAGES.map((l) => [l.code, l.uniCode]));
    expect(uni).toMatchObject({ jp: 'ja', kor: 'ko', fra: 'fr', spa: 'es', en: 'en', zh: 'zh' });
    expect(toLangCode('ja-JP')).toBe('jp');
    expect(toLangCode('ko')).toBe('kor');
    expect(toLangCode('kor')).toBe('kor');
    expect(toLangCode('de')).toBe('en');
    expect(toLangCode(undefined)).toBe('en');
  });

  it('names fall back {code}_name → en_name → option_name → name', () => {
    const all = { fra_name: 'Or', en_name: 'Gold', option_name: 'gold-opt', name: 'gold' };
    expect(localizedName(all, 'fra')).toBe('Or');
    expect(localizedName(all, 'tr')).toBe('Gold');
    expect(localizedName({ option_name: 'gold-opt', name: 'gold' }, 'tr')).toBe('gold-opt');
    expect(localizedName({ name: 'gold' }, 'tr')).toBe('gold');
    expect(localizedName({ fra_name: '', name: 'gold' }, 'fra')).toBe('gold');
  });
});

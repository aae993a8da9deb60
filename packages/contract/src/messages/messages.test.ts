import { describe, it, expect } from 'vitest';
import { LANG_CODES } from '../languages';
import { interpolate, MESSAGE_KEYS, type MessageKey, type MessageParams } from '../errors';
import type { LangCode } from '../languages';
import { formatMessageParams, MESSAGES } from './index';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

describe('server message catalogue', () => {
  it('covers every language', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LANG_CODES].sort());
  });

  describe.each(LANG_CODES)('%s', (lang) => {
    const catalogue = MESSAGES[lang];

    it('has every key, non-empty, and no unknown keys', () => {
      expect(Object.keys(catalogue).sort()).toEqual([...MESSAGE_KEYS].sort());
      for (const key of MESSAGE_KEYS) {
        expect(typeof catalogue[key], key).toBe('string');
        expect(catalogue[key].trim().length, key).toBeGreaterThan(0);
      }
    });

    it('keeps the placeholders of en', () => {
      for (const key of MESSAGE_KEYS) {
        expect(placeholders(catalogue[key]), key).toEqual(placeholders(MESSAGES.en[key]));
      }
    });
  });

  describe.each(LANG_CODES.filter((l) => l !== 'en'))('%s translation', (lang) => {
    it('is a real translation (no value equals en)', () => {
      for (const key of MESSAGE_KEYS) {
        expect(MESSAGES[lang][key], key).not.toBe(MESSAGES.en[key]);
      }
    });
  });

  it('en has the documented parameters', () => {
    expect(placeholders(MESSAGES.en.account_locked)).toEqual(['minutes']);
    expect(placeholders(MESSAGES.en.code_resend_too_soon)).toEqual(['seconds']);
    expect(placeholders(MESSAGES.en.verification_code_text)).toEqual(['code', 'minutes']);
  });
});

describe('refusal texts as the server renders them', () => {
  const render = (
    key: MessageKey,
    params: MessageParams,
    lang: LangCode,
    precisionOf?: (a: string) => number,
  ) =>
    interpolate(MESSAGES[lang][key], formatMessageParams(key, params, lang, precisionOf)).replace(
      /[\u00a0\u202f]/g,
      ' ',
    );

  it('a closed market says when it opens on the New York clock, never the ISO instant', () => {
    const opens = { opens: '2026-11-23T14:30:00.000Z' };
    expect(render('spot_market_closed', opens, 'en')).toBe(
      'This market is closed now; it opens on Mon, Nov 23, 9:30 AM EST',
    );
    expect(render('spot_market_closed', opens, 'fra')).toBe(
      'Ce marché est fermé ; il ouvrira le lun. 23 nov., 09:30 UTC\u22125',
    );
    expect(render('spot_market_closed', opens, 'zh')).toBe(
      '该市场当前休市，开市时间：11月23日周一 GMT-5 09:30',
    );
    expect(render('spot_market_closed', opens, 'tr')).toBe(
      'Bu piyasa şu anda kapalı; açılış: 23 Kas Pzt 09:30 GMT-5',
    );
    for (const lang of LANG_CODES) expect(render('spot_market_closed', opens, lang)).not.toContain('2026-');
  });

  it('an amount of a stock share is rounded at its 4 decimals, not the default 8', () => {
    // a penalty of 0.00493827 AAPL is charged as 0.0050 at the share's precision (rounded up)
    const params = { penalty: '0.00493827', currency: 'AAPL' };
    const precisionOf = (asset: string) => (asset === 'AAPL' ? 4 : 8);
    expect(render('lockming_penalty_changed', params, 'en', precisionOf)).toContain('0.005 AAPL');
    expect(render('lockming_penalty_changed', params, 'tr', precisionOf)).toContain('0,005 AAPL');
    expect(render('lockming_penalty_changed', params, 'en')).toContain('0.00493827 AAPL');
  });
});

import { describe, it, expect } from 'vitest';
import { LANG_CODES } from '../languages';
import { MESSAGE_KEYS } from '../errors';
import { MESSAGES } from './index';

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

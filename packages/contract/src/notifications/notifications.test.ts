import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../languages';
import {
  NOTIFICATION_KEYS,
  NOTIFICATION_TEXTS,
  NOTIFICATION_TEXT_LOADERS,
  renderNotification,
  renderWithTexts,
} from './index';

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();

describe('notification catalogue', () => {
  it('covers every language', () => {
    expect(Object.keys(NOTIFICATION_TEXTS).sort()).toEqual([...LANG_CODES].sort());
  });

  describe.each(LANG_CODES)('%s', (lang) => {
    const catalogue = NOTIFICATION_TEXTS[lang];
    it('has every key with a non-empty title and body, and no unknown keys', () => {
      expect(Object.keys(catalogue).sort()).toEqual([...NOTIFICATION_KEYS].sort());
      for (const key of NOTIFICATION_KEYS) {
        expect(catalogue[key].title.trim().length, key).toBeGreaterThan(0);
        expect(catalogue[key].body.trim().length, key).toBeGreaterThan(0);
      }
    });
    it('keeps the placeholders of en', () => {
      for (const key of NOTIFICATION_KEYS) {
        expect(placeholders(catalogue[key].title), key).toEqual(
          placeholders(NOTIFICATION_TEXTS.en[key].title),
        );
        expect(placeholders(catalogue[key].body), key).toEqual(placeholders(NOTIFICATION_TEXTS.en[key].body));
      }
    });
  });

  describe.each(LANG_CODES.filter((l) => l !== 'en'))('%s translation', (lang) => {
    it('is a real translation (no title or body equals en)', () => {
      for (const key of NOTIFICATION_KEYS) {
        expect(NOTIFICATION_TEXTS[lang][key].title, key).not.toBe(NOTIFICATION_TEXTS.en[key].title);
        expect(NOTIFICATION_TEXTS[lang][key].body, key).not.toBe(NOTIFICATION_TEXTS.en[key].body);
      }
    });
  });

  it('renders the parameters into the reader’s language', () => {
    const params = { amount: '250.00', currency: 'USDT' };
    expect(renderNotification('deposit_credited', params, 'en')).toEqual({
      title: 'Deposit credited',
      content: 'Your deposit of 250.00 USDT has been credited to your spot account.',
    });
    expect(renderNotification('deposit_credited', params, 'zh')).toEqual({
      title: '充值已到账',
      content: '您充值的 250.00 USDT 已入账至现货账户。',
    });
  });

  it('renders a missing parameter as nothing, never as the placeholder', () => {
    expect(renderNotification('kyc_approved', {}, 'en').content).toBe(
      'Your identity verification (Lv) has been approved.',
    );
  });

  it('loads one language alone, the same texts as the whole catalogue', async () => {
    for (const lang of LANG_CODES)
      expect(await NOTIFICATION_TEXT_LOADERS[lang](), lang).toBe(NOTIFICATION_TEXTS[lang]);
    const params = { amount: '1000', fee: '1', currency: 'USDT' };
    const fra = await NOTIFICATION_TEXT_LOADERS.fra();
    expect(renderWithTexts(fra, undefined, 'withdrawal_paid', params, 'fra')).toEqual(
      renderNotification('withdrawal_paid', params, 'fra'),
    );
  });
});

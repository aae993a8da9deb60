import { describe, expect, it } from 'vitest';
import { MESSAGE_NUMBERS, formatMessageParams } from '../messages/index';
import { en as messagesEn } from '../messages/en';
import { interpolate, type MessageKey } from '../errors';
import { renderNotification } from './index';
import { en as notificationsEn } from './en';
import { NOTIFICATION_KEYS } from './keys';
import { NOTIFICATION_NUMBERS } from './numbers';

const NNBSP = '\u202f';

/** Placeholders that are words, codes or dates, never a figure to format. */
const WORDS = new Set([
  'currency',
  'pay_currency',
  'borrow_currency',
  'fiat',
  'symbol',
  'trader',
  'reason',
  'project',
  'name',
  'order_no',
  'deadline',
  'expires_at',
  'campaign',
  'preview',
  'code',
  'status',
  'opens',
  'next',
  'until',
  'device',
  'ip',
  // a price move's direction, '+' or '−'
  'sign',
  // a futures position's side, a word of the text (`words`)
  'side',
]);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '');

describe('numbers in notifications', () => {
  it('prints a deposit in the reader language at the asset precision (en, fra, zh, tr)', () => {
    const params = { amount: '1000.000000', currency: 'USDT' };
    expect(renderNotification('deposit_credited', params, 'en').content).toContain('1,000.00 USDT');
    expect(renderNotification('deposit_credited', params, 'fra').content).toContain(`1${NNBSP}000,00 USDT`);
    expect(renderNotification('deposit_credited', params, 'zh').content).toContain('1,000.00 USDT');
    expect(renderNotification('deposit_credited', params, 'tr').content).toContain('1.000,00 USDT');
  });

  it('prints the withdrawal fee too, and a coin at its own precision', () => {
    const paid = renderNotification(
      'withdrawal_paid',
      { amount: '250.500000', fee: '1.000000', currency: 'USDT' },
      'en',
    );
    expect(paid.content).toBe('Your withdrawal of 250.50 USDT has been paid out (fee 1.00 USDT).');
    const btc = renderNotification(
      'deposit_credited',
      { amount: '0.01234500', currency: 'BTC' },
      'en',
      () => 8,
    );
    expect(btc.content).toContain('0.012345 BTC');
  });

  it('lists every numeric placeholder of the catalogue', () => {
    for (const key of NOTIFICATION_KEYS) {
      const text = notificationsEn[key];
      const numeric = placeholders(`${text.title} ${text.body}`).filter((p) => !WORDS.has(p));
      for (const p of numeric)
        expect(`${key}.${p}: ${String(!!NOTIFICATION_NUMBERS[key]?.[p])}`).toBe(`${key}.${p}: true`);
    }
  });
});

describe('numbers in server messages', () => {
  it('prints the futures margin refusal rounded up, in the reader language', () => {
    const params = { margin: '114.20279', fee: '0.571014' };
    const text = (lang: 'en' | 'fra') =>
      interpolate(
        messagesEn.lever_insufficient_margin,
        formatMessageParams('lever_insufficient_margin', params, lang),
      );
    expect(text('en')).toBe('Not enough futures balance: margin 114.21 plus fee 0.58 USDT needed');
    expect(text('fra')).toContain('114,21');
  });

  it('lists every numeric placeholder of the catalogue', () => {
    for (const [key, text] of Object.entries(messagesEn) as [MessageKey, string][]) {
      const numeric = placeholders(text).filter((p) => !WORDS.has(p));
      for (const p of numeric)
        expect(`${key}.${p}: ${String(!!MESSAGE_NUMBERS[key]?.[p])}`).toBe(`${key}.${p}: true`);
    }
  });
});

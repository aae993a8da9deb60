import { renderNotification } from '@meridian/contract/notifications';
import { describe, expect, it } from 'vitest';
import { translate } from './index';

const NNBSP = '\u202f';

describe('numbers in the server’s texts', () => {
  it('a futures refusal quotes margin and fee in the reader language, rounded up to USDT precision', () => {
    const need = { margin: '114.20279', fee: '0.571014' };
    expect(translate('lever_insufficient_margin', 'en', need)).toBe(
      'Not enough futures balance: margin 114.21 plus fee 0.58 USDT needed',
    );
    expect(translate('lever_insufficient_margin', 'tr', need)).toContain('114,21');
    expect(translate('lever_insufficient_margin', 'zh', need)).toContain('114.21');
    expect(translate('lever_insufficient_margin', 'fra', { margin: '1114.2', fee: '1' })).toContain(
      `1${NNBSP}114,20`,
    );
  });

  it('a loan refusal prints its maximum at the asset precision, not 7 decimals', () => {
    expect(translate('loan_amount_above_max', 'en', { max: '370.1422725', currency: 'USDT' })).toBe(
      'The maximum you can borrow is 370.14 USDT',
    );
  });

  it('a refusal naming its asset in one parameter, and codes left as they are', () => {
    expect(translate('withdraw_below_minimum', 'en', { min: '10.000000 USDT' })).toBe(
      'The minimum withdrawal is 10.00 USDT',
    );
    expect(translate('verification_code_text', 'en', { code: '012345', minutes: 10 })).toContain('012345');
  });

  it('a notification of a paid withdrawal, as the list renders it for the recipient', () => {
    const params = { amount: '1000.000000', fee: '1.000000', currency: 'USDT' };
    expect(renderNotification('withdrawal_paid', params, 'en').content).toBe(
      'Your withdrawal of 1,000.00 USDT has been paid out (fee 1.00 USDT).',
    );
    expect(renderNotification('withdrawal_paid', params, 'zh').content).toContain('1,000.00 USDT');
    expect(renderNotification('withdrawal_paid', params, 'tr').content).toContain('1.000,00 USDT');
    expect(renderNotification('withdrawal_paid', params, 'fra').content).toContain(`1${NNBSP}000,00 USDT`);
  });
});

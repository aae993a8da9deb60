import { describe, expect, it } from 'vitest';
import { usdt } from '../features/loans/components/parts';
import { messageParams } from './messageParams';

const NNBSP = '\u202f';

describe('numbers in the web’s own refusals and loan figures', () => {
  it('prints a refusal’s amounts as the server does, in the reader language', () => {
    const params = { max: '370.1422725', currency: 'USDT' };
    expect(messageParams('loan_amount_above_max', params, 'en')).toEqual({ max: '370.14', currency: 'USDT' });
    expect(messageParams('loan_amount_above_max', { ...params, max: '1370.1422725' }, 'fra')).toEqual({
      max: `1${NNBSP}370,14`,
      currency: 'USDT',
    });
    expect(
      messageParams('lever_insufficient_margin', { margin: '114.20279', fee: '0.571014' }, 'tr'),
    ).toEqual({
      margin: '114,21',
      fee: '0,58',
    });
    expect(messageParams('loan_amount_below_min', { min: '100', currency: 'USDT' }, 'zh')).toEqual({
      min: '100.00',
      currency: 'USDT',
    });
  });

  it('leaves an unknown key and missing parameters alone', () => {
    expect(messageParams('not_a_key', { max: '1.123456789' })).toEqual({ max: '1.123456789' });
    expect(messageParams('loan_amount_above_max', undefined)).toEqual({});
  });

  it('shows the most a user may borrow at USDT precision, not 7 decimals', () => {
    expect(usdt('370.1422725', 'USDT', 'down')).toBe('370.14 USDT');
    expect(usdt('0.00016251', 'USDT', 'up')).toBe('0.000163 USDT');
  });
});

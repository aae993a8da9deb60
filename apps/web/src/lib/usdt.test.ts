import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../i18n';
import { signedUsdt, usdt } from './usdt';

describe('futures/options USDT figures', () => {
  beforeAll(() => initI18n('en'));
  afterAll(() => changeLanguage('en'));

  it('shows USDT at 2 decimals, rounded down, grouped (no 6-decimal tails)', async () => {
    await changeLanguage('en');
    expect(usdt('204.19244')).toBe('204.19');
    expect(usdt('1.020963')).toBe('1.02');
    expect(usdt('10000')).toBe('10,000.00');
    expect(usdt('0')).toBe('0.00');
    expect(usdt('')).toBe('--');
  });

  it('keeps the sign of P&L lines', async () => {
    await changeLanguage('en');
    expect(signedUsdt('-0.5468')).toBe('-0.54');
    expect(signedUsdt('-1.567763')).toBe('-1.56');
    expect(signedUsdt('101.36011')).toBe('+101.36');
    expect(signedUsdt('0')).toBe('+0.00');
    // under a cent: the significant digits, not a misleading "-0.00"
    expect(signedUsdt('-0.004123')).toBe('-0.004123');
  });

  it("uses the user's separators (fra, tr)", async () => {
    await changeLanguage('fra');
    expect(usdt('4510.63935')).toBe('4\u202f510,63');
    expect(signedUsdt('-1.567763')).toBe('-1,56');
    await changeLanguage('tr');
    expect(usdt('4510.63935')).toBe('4.510,63');
  });
});

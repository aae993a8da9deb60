import { describe, expect, it } from 'vitest';
import { marginPreview, resellRequest, resellSchema, sellerPreview, validPrice } from './resell';
import type { ResellValues } from './resell';

const NOW = new Date('2030-01-10T12:00:00').getTime();
const base: ResellValues = { mode: 'fixed', price: '100', start: '', end: '', step: '', margin: '' };

function problems(v: ResellValues): Record<string, string> {
  const r = resellSchema(() => NOW).safeParse(v);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('resale form', () => {
  it('accepts a fixed price and refuses a wrong one with spec §8 "please choose the correct price"', () => {
    expect(problems(base)).toEqual({});
    for (const price of ['', '0', '-1', 'abc', '1.1234567', '1e5'])
      expect(problems({ ...base, price })).toEqual({ price: 'nft_price_invalid' });
    expect(validPrice('0.000001')).toBe(true);
  });

  it('checks an auction: start in the future, end later than start, a step', () => {
    const auction: ResellValues = {
      mode: 'auction',
      price: '50',
      start: '2030-01-10T13:00',
      end: '2030-01-11T13:00',
      step: '5',
      margin: '',
    };
    expect(problems(auction)).toEqual({});
    expect(problems({ ...auction, start: '2030-01-10T11:00' })).toEqual({ start: 'nft_start_in_past' });
    expect(problems({ ...auction, end: '2030-01-10T13:00' })).toEqual({ end: 'nft_end_before_start' });
    expect(problems({ ...auction, end: '2030-01-10T12:30' })).toEqual({ end: 'nft_end_before_start' });
    expect(problems({ ...auction, step: '0' })).toEqual({ step: 'nft_price_invalid' });
    expect(problems({ ...auction, margin: 'x' })).toEqual({ margin: 'nft_price_invalid' });
  });

  it('builds the call: fixed has no window; auction has ISO times, step and the typed deposit', () => {
    expect(resellRequest('abcdef12', { ...base, price: '100.50' })).toEqual({
      code: 'abcdef12',
      pay_type: 1,
      price: '100.5',
    });
    const r = resellRequest('abcdef12', {
      mode: 'auction',
      price: '50',
      start: '2030-01-10T13:00',
      end: '2030-01-11T13:00',
      step: '5',
      margin: '8',
    });
    expect(r).toMatchObject({ pay_type: 2, price: '50', per_increase: '5', margin: '8' });
    expect(r.start_time).toBe(new Date('2030-01-10T13:00').toISOString());
  });

  it('previews the seller: 2.5 % fee (up), royalty (down) unless the seller is the creator', () => {
    // 100 at 5 % royalty: fee 2.5, royalty 5, seller 92.5
    expect(sellerPreview('100', 500, false, 6)).toEqual({
      price: '100',
      fee: '2.5',
      royalty: '5',
      seller: '92.5',
    });
    expect(sellerPreview('100', 500, true, 6)).toEqual({
      price: '100',
      fee: '2.5',
      royalty: '0',
      seller: '97.5',
    });
    // 0.01 at 2 decimals: fee 0.00025 rounds up to 0.01, nothing left for royalty or seller
    expect(sellerPreview('0.01', 500, false, 2)).toEqual({
      price: '0.01',
      fee: '0.01',
      royalty: '0',
      seller: '0',
    });
    expect(sellerPreview('abc', 500, false, 6)).toBeNull();
  });

  it('shows the deposit: typed, else 10 % of the starting price rounded up', () => {
    expect(marginPreview('50', '', 6)).toBe('5');
    expect(marginPreview('0.123457', '', 6)).toBe('0.012346');
    expect(marginPreview('50', '7', 6)).toBe('7');
    expect(marginPreview('', '', 6)).toBe('');
  });
});

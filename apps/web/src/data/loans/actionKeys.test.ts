import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { ActionKeys } from './actionKeys';

function keys() {
  let n = 0;
  return new ActionKeys(() => `k${++n}`);
}

describe('loan action keys', () => {
  it('reuses the key for the same request after a lost reply, so the server borrows once', () => {
    const k = keys();
    const body = { product_id: 1, collateral: '0.1', amount: '1000', term_days: 30 };
    expect(k.keyFor(body)).toBe('k1');
    k.settle(new ApiError('timeout', 'timeout'));
    expect(k.keyFor({ ...body })).toBe('k1');
    k.settle(new ApiError('offline', 'network'));
    expect(k.keyFor(body)).toBe('k1');
  });

  it('takes a new key for a different request, after a success and after a refusal', () => {
    const k = keys();
    expect(k.keyFor({ id: 7, amount: '10' })).toBe('k1');
    k.settle(new ApiError('timeout', 'timeout'));
    expect(k.keyFor({ id: 7, amount: '11' })).toBe('k2');
    k.settle();
    expect(k.keyFor({ id: 7, amount: '11' })).toBe('k3');
    k.settle(new ApiError('Insufficient balance', 'error', { code: 'insufficient_balance' }));
    expect(k.keyFor({ id: 7, amount: '11' })).toBe('k4');
  });
});

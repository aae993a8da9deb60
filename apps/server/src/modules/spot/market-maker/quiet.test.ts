import { describe, expect, it } from 'vitest';
import { btcLadder } from './ladder.testing';
import { quietKey } from './quiet';

/** BTC/USDT with the defaults: grid 25 USDT at 96,000. */
const key = (mid: string, free = { base: '10', quote: '1000000' }, version = '7') =>
  quietKey(btcLadder({ mid, grid: '25' }), free, version);

describe('quietKey', () => {
  it('is the same while the feed price stays between the same grid prices', () => {
    expect(key('96005.00')).toBe(key('96000.00'));
    expect(key('96009.00')).toBe(key('96000.00'));
  });

  it('changes when the feed price crosses a grid price, or the grid unit changes', () => {
    expect(key('96010.00')).not.toBe(key('96000.00')); // the bid edge passes 96000
    expect(key('96030.00')).not.toBe(key('96000.00'));
    expect(key('60000.00')).not.toBe(key('96000.00'));
  });

  it("changes with the pair's book version and with what is free of either asset", () => {
    expect(key('96000.00', undefined, '8')).not.toBe(key('96000.00'));
    expect(key('96000.00', { base: '9.9', quote: '1000000' })).not.toBe(key('96000.00'));
    expect(key('96000.00', { base: '10', quote: '999999' })).not.toBe(key('96000.00'));
  });
});

import type { OptionsOrder } from '@meridian/contract/options';
import { describe, expect, it } from 'vitest';
import { settledKey } from './notify';

const order = (profit_result: -1 | 0 | 1, result_reason: 'settled' | 'no_price') =>
  ({ profit_result, result_reason }) as OptionsOrder;

describe('settledKey', () => {
  it('names the outcome: won, lost, draw (equal prices), void (no price)', () => {
    expect(settledKey(order(1, 'settled'))).toBe('option_won');
    expect(settledKey(order(-1, 'settled'))).toBe('option_lost');
    expect(settledKey(order(0, 'settled'))).toBe('option_draw');
    expect(settledKey(order(0, 'no_price'))).toBe('option_void');
  });
});

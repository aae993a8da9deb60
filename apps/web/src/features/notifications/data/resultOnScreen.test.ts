import { describe, expect, it } from 'vitest';
import {
  RESULT_SHOWN_MS,
  holdOptionResult,
  isOptionResultOnScreen,
  optionResultKey,
  optionResultShown,
} from './resultOnScreen';

describe('an option result shown by its page keeps its toast away', () => {
  it('knows the option by pair, seconds and stake, whatever the stake’s trailing zeros', () => {
    expect(optionResultKey('BTC/USDT', 30, '100.000000')).toBe(optionResultKey('BTC/USDT', '30', '100'));
    expect(optionResultKey('BTC/USDT', 30, '100')).not.toBe(optionResultKey('BTC/USDT', 60, '100'));
  });

  it('holds while the running option is on screen, and no longer once it leaves without a result', () => {
    const key = optionResultKey('ETH/USDT', 60, '10');
    expect(isOptionResultOnScreen(key)).toBe(false);
    const release = holdOptionResult(key);
    expect(isOptionResultOnScreen(key)).toBe(true);
    release();
    release();
    expect(isOptionResultOnScreen(key)).toBe(false);
  });

  it('a shown result keeps the toast away for a while after its running order is gone', () => {
    const key = optionResultKey('BTC/USDT', 30, '5');
    optionResultShown(key, 1_000);
    expect(isOptionResultOnScreen(key, 1_000 + RESULT_SHOWN_MS - 1)).toBe(true);
    expect(isOptionResultOnScreen(key, 1_000 + RESULT_SHOWN_MS + 1)).toBe(false);
  });
});

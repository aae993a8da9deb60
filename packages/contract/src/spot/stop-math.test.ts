import { describe, expect, it } from 'vitest';
import { spotStopHold, spotStopReached, spotStopRefusal, type SpotStopTerms } from './stop-math';

const buyStop: SpotStopTerms = {
  side: 'buy',
  type: 'stop_limit',
  amount: '0.1',
  trigger: '61000',
  stopLimit: '61100',
  takeProfit: null,
};

describe('spot stops', () => {
  it('a buy stop triggers at or above its trigger, a sell stop at or below', () => {
    expect(spotStopReached('buy', '61000', '60999.99')).toBe(false);
    expect(spotStopReached('buy', '61000', '61000')).toBe(true);
    expect(spotStopReached('sell', '59000', '59000.01')).toBe(false);
    expect(spotStopReached('sell', '59000', '59000')).toBe(true);
  });

  it('refuses a trigger already reached, a limit beyond 10 % of it, and an OCO take-profit on the wrong side', () => {
    expect(spotStopRefusal(buyStop, '60000')).toBeNull();
    expect(spotStopRefusal(buyStop, '61000')).toMatchObject({
      key: 'spot_stop_trigger_above',
      field: 'trigger_price',
    });
    expect(spotStopRefusal(buyStop, null)?.key).toBe('spot_stop_no_price');
    expect(spotStopRefusal({ ...buyStop, stopLimit: '67100' }, '60000')).toBeNull();
    expect(spotStopRefusal({ ...buyStop, stopLimit: '67100.01' }, '60000')).toMatchObject({
      key: 'spot_stop_limit_far',
      params: { percent: '10' },
      field: 'target_price',
    });
    const ocoSell: SpotStopTerms = {
      side: 'sell',
      type: 'oco',
      amount: '0.5',
      trigger: '58000',
      stopLimit: '57900',
      takeProfit: '60000',
    };
    expect(spotStopRefusal(ocoSell, '60000')).toMatchObject({
      key: 'spot_oco_take_profit_above',
      field: 'target_price',
    });
    expect(spotStopRefusal({ ...ocoSell, takeProfit: '60000.01' }, '60000')).toBeNull();
    expect(spotStopRefusal({ ...ocoSell, stopLimit: '52199' }, '60000')?.field).toBe('stop_limit_price');
  });

  it('holds once for a pair: the larger buy leg, rounded up; the amount of a sell', () => {
    expect(spotStopHold(buyStop, 6).toFixed()).toBe('6110');
    const ocoBuy: SpotStopTerms = {
      side: 'buy',
      type: 'oco',
      amount: '0.123457',
      trigger: '60500',
      stopLimit: '58000.01',
      takeProfit: '59900.03',
    };
    // 0.123457 × 59,900.03 = 7,395.07800371 → up to 6 decimals; the stop leg needs only 7,160.507235
    expect(spotStopHold(ocoBuy, 6).toFixed()).toBe('7395.078004');
    expect(spotStopHold({ ...ocoBuy, side: 'sell' }, 6).toFixed()).toBe('0.123457');
  });
});

import { describe, expect, it } from 'vitest';
import { alertProblem, alertRequest, emptyAlertForm } from './alertForm';

const form = (over: Partial<ReturnType<typeof emptyAlertForm>>) => ({ ...emptyAlertForm(), ...over });

describe('alert form', () => {
  it('takes a level above the price shown for an above alert, on the pair tick', () => {
    expect(alertProblem(form({ price: '51000.25' }), 2, '50000')).toBeUndefined();
    expect(alertProblem(form({ price: '51000.255' }), 2, '50000')).toEqual({
      key: 'errors.alert_price_invalid',
      params: { decimals: '2' },
      field: 'price',
    });
    expect(alertProblem(form({ price: '' }), 2, '50000')?.key).toBe('errors.alert_price_invalid');
    expect(alertProblem(form({ price: '0' }), 2, '50000')?.key).toBe('errors.alert_price_invalid');
  });

  it('refuses a level on the wrong side of the price shown (it would fire at once)', () => {
    expect(alertProblem(form({ price: '50000' }), 2, '50000')?.key).toBe('alerts.sheet.mustBeAbove');
    expect(alertProblem(form({ kind: 'below', price: '50000.01' }), 2, '50000')?.key).toBe(
      'alerts.sheet.mustBeBelow',
    );
    expect(alertProblem(form({ kind: 'below', price: '49999.99' }), 2, '50000')).toBeUndefined();
    // no price shown yet: the side is the server's to judge
    expect(alertProblem(form({ price: '1' }), 2, undefined)).toBeUndefined();
  });

  it('takes a move of 0.1 % to 50 % with two decimals', () => {
    const move = (percent: string) => alertProblem(form({ kind: 'move', percent }), 2, '50000');
    expect(move('0.1')).toBeUndefined();
    expect(move('50')).toBeUndefined();
    for (const bad of ['0.09', '50.01', '1.255', ''])
      expect(move(bad), bad).toEqual({
        key: 'errors.alert_percent_invalid',
        params: { min: '0.1', max: '50' },
        field: 'percent',
      });
  });

  it('sends only the fields of its kind', () => {
    expect(alertRequest('BTC/USDT', form({ price: '51000', percent: '5', repeat: true }))).toEqual({
      symbol: 'BTC/USDT',
      kind: 'above',
      price: '51000',
      repeat: true,
    });
    expect(alertRequest('ETH/USDT', form({ kind: 'move', price: '9', percent: '5', window: '24h' }))).toEqual(
      {
        symbol: 'ETH/USDT',
        kind: 'move',
        percent: '5',
        window: '24h',
        repeat: false,
      },
    );
  });
});

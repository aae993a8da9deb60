import type { FollowRecord } from '@meridian/contract/copytrade';
import { followFollowRequest } from '@meridian/contract/copytrade';
import { describe, expect, it } from 'vitest';
import { followFormOf, followProblems, followRequest, newFollowForm, stopLossAmount } from './form';
import type { FollowForm } from './form';

const form = (patch: Partial<FollowForm> = {}): FollowForm => ({
  type: 1,
  number: '1.5',
  budget: '500',
  stopLoss: '',
  ...patch,
});

describe('follow form: validation', () => {
  it('accepts a valid form in both modes', () => {
    expect(followProblems(form(), '100')).toEqual({});
    expect(followProblems(form({ type: 2, number: '3', stopLoss: '20' }), '100')).toEqual({});
  });
  it('checks the number against the mode', () => {
    expect(followProblems(form({ number: '' }), '100').number?.key).toBe('follow_number_invalid');
    expect(followProblems(form({ number: '12' }), '100').number?.key).toBe('follow_number_invalid');
    expect(followProblems(form({ type: 2, number: '2.5' }), '100').number?.key).toBe('follow_number_invalid');
    expect(followProblems(form({ type: 2, number: '101' }), '100').number?.key).toBe('follow_number_invalid');
  });
  it("refuses a budget under the trader's minimum, with the minimum to show", () => {
    expect(followProblems(form({ budget: '99.99' }), '100.000000').budget).toEqual({
      key: 'follow_budget_below_minimum',
      params: { min: '100' },
    });
    expect(followProblems(form({ budget: '100' }), '100.000000').budget).toBeUndefined();
  });
  it('refuses an empty, zero or over-precise budget', () => {
    for (const budget of ['', '0', '10.001', 'abc'])
      expect(followProblems(form({ budget }), '1').budget?.key).toBe('follow_budget_invalid');
  });
  it('takes an empty stop-loss as none and whole percents from 1 to 100', () => {
    expect(followProblems(form({ stopLoss: '' }), '1').stopLoss).toBeUndefined();
    expect(followProblems(form({ stopLoss: '100' }), '1').stopLoss).toBeUndefined();
    for (const stopLoss of ['0', '101', '2.5'])
      expect(followProblems(form({ stopLoss }), '1').stopLoss?.key).toBe('follow_stop_loss_invalid');
  });
});

describe('follow form: request and figures', () => {
  it('sends the rounded multiple and leaves out an empty stop-loss', () => {
    const body = followRequest(7, form({ number: '1.255' }));
    expect(body).toEqual({ trader_user_id: 7, type: 1, number: '1.26', budget: '500' });
    expect(followFollowRequest.safeParse(body).success).toBe(true);
  });
  it('sends fixed lots and the stop-loss percent', () => {
    const body = followRequest(7, form({ type: 2, number: '3', stopLoss: '25' }));
    expect(body).toEqual({ trader_user_id: 7, type: 2, number: '3', budget: '500', stop_loss_percent: '25' });
    expect(followFollowRequest.safeParse(body).success).toBe(true);
  });
  it('shows the loss at which the copier stop-loss fires: budget × percent ÷ 100', () => {
    // 500 × 25 % = 125; 333.33 × 10 % = 33.333 → 33.33 (rounded down)
    expect(stopLossAmount(form({ stopLoss: '25' }))).toBe('125');
    expect(stopLossAmount(form({ budget: '333.33', stopLoss: '10' }))).toBe('33.33');
    expect(stopLossAmount(form({ stopLoss: '' }))).toBe('');
  });
  it("starts a new follow at ×1 with the trader's minimum, and an edit from the follow as it is", () => {
    expect(newFollowForm('100.000000')).toEqual({ type: 1, number: '1', budget: '100', stopLoss: '' });
    const f = { type: 2, number: '3.000000', budget: '750.500000', stop_loss_percent: '30' } as FollowRecord;
    expect(followFormOf(f)).toEqual({ type: 2, number: '3', budget: '750.5', stopLoss: '30' });
    expect(followFormOf({ ...f, stop_loss_percent: '' })).toMatchObject({ stopLoss: '' });
  });
});

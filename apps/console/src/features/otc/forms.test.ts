import type { OpsOtcSettings } from '@meridian/contract/otc';
import { describe, expect, it } from 'vitest';
import { O } from './strings';
import { otcActions, settingsForm, settingsRequest, spreadPercent } from './forms';

const saved: OpsOtcSettings = {
  open: true,
  coins: [3, 1, 2],
  spread_bps: 150,
  min_usdt: '10',
  max_usdt: '1000000',
  pay_window_minutes: 15,
  bank: {
    bank_name: 'Meridian Demo Bank',
    account_name: 'Meridian OTC Desk',
    account_number: '6222 0000 1234 5678',
    branch: 'Central',
    swift: 'MRDNHKHH',
  },
  label: 'demo desk',
  coin_choices: [
    { id: 1, name: 'BTC' },
    { id: 2, name: 'ETH' },
    { id: 3, name: 'USDT' },
  ],
  updated_at: null,
};

describe('OTC desk settings form', () => {
  it('round-trips the saved settings into the same request', () => {
    const { request, errors } = settingsRequest(settingsForm(saved));
    expect(errors).toEqual({});
    expect(request).toEqual({
      open: true,
      coins: [3, 1, 2],
      spread_bps: 150,
      min_usdt: '10',
      max_usdt: '1000000',
      pay_window_minutes: 15,
      bank: saved.bank,
      label: 'demo desk',
    });
  });

  it('trims, upper-cases the SWIFT, drops trailing zeros and repeated coins', () => {
    const form = {
      ...settingsForm(saved),
      coins: [1, 1, 3],
      min_usdt: ' 25.50 ',
      swift: ' mrdnhkhh ',
      label: '  ',
    };
    const { request, errors } = settingsRequest(form);
    expect(errors).toEqual({});
    expect([request.coins, request.min_usdt, request.bank.swift, request.label]).toEqual([
      [1, 3],
      '25.5',
      'MRDNHKHH',
      '',
    ]);
  });

  it('refuses what the server would: ranges, limits, coins, the bank account of an open desk', () => {
    const bad = {
      ...settingsForm(saved),
      spread_bps: '2001',
      pay_window_minutes: '4',
      min_usdt: '10.001',
      max_usdt: '0',
      coins: [],
      account_number: '',
    };
    expect(settingsRequest(bad).errors).toEqual({
      spread_bps: O.spreadRange(2000),
      pay_window_minutes: O.windowRange(5, 1440),
      min_usdt: O.positive,
      max_usdt: O.positive,
      coins: O.coinsRequired,
      account_number: O.required,
    });
    expect(settingsRequest({ ...settingsForm(saved), min_usdt: '5000', max_usdt: '2000' }).errors).toEqual({
      min_usdt: O.minAboveMax,
    });
    // a closed desk may be saved without an account; too long a field is refused either way
    expect(
      settingsRequest({ ...settingsForm(saved), open: false, bank_name: '', swift: 'X'.repeat(21) }).errors,
    ).toEqual({ swift: O.tooLong(20) });
  });

  it('shows the spread in percent: 150 bps = 1.5 %', () => {
    expect(spreadPercent('150')).toBe('1.5');
    expect(spreadPercent('0')).toBe('0');
    expect(spreadPercent('1.5')).toBe('');
  });
});

describe('OTC queue actions', () => {
  it('confirms a paid buy or a pending sell; rejects what is not decided', () => {
    const of = (
      side: 'buy' | 'sell',
      status: 'pending' | 'paid' | 'completed' | 'rejected' | 'cancelled' | 'expired',
    ) => otcActions({ side, status });
    expect(of('buy', 'pending')).toEqual({ confirm: false, reject: true });
    expect(of('buy', 'paid')).toEqual({ confirm: true, reject: true });
    expect(of('sell', 'pending')).toEqual({ confirm: true, reject: true });
    for (const status of ['completed', 'rejected', 'cancelled', 'expired'] as const) {
      expect(of('buy', status)).toEqual({ confirm: false, reject: false });
      expect(of('sell', status)).toEqual({ confirm: false, reject: false });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { INVITE_REBATE_PERCENT, inviteLinkPath, inviteRebate } from './invite';
import { FUTURES_FEE_PERCENT, FUTURES_MONEY_DECIMALS } from '../futures/futures';
import { futuresFee, futuresNotional } from '../futures/futures-math';
import { SPOT_MAKER_FEE_PERCENT, SPOT_TAKER_FEE_PERCENT } from '../spot/spot';
import { spotFillFee } from '../spot/spot-math';

/** Wallet decimals as the server lists them: BTC 8, USDT 6. */
const WALLET = { base: 8, quote: 6 };

describe('invite rebate (one level, 20 % of the fee, rounded down)', () => {
  it('publishes 20 % and the fee constants it is taken from', () => {
    expect(INVITE_REBATE_PERCENT).toBe('20');
    expect(SPOT_TAKER_FEE_PERCENT).toBe('0.15');
    expect(SPOT_MAKER_FEE_PERCENT).toBe('0.1');
    expect(FUTURES_FEE_PERCENT).toBe('0.05');
  });

  it('spot taker buy of 0.01 BTC at 50,000: fee 0.000015 BTC (buyers pay in base) → rebate 0.000003 BTC', () => {
    const fee = spotFillFee({ side: 'buy', role: 'taker', amount: '0.01', total: '500' }, WALLET);
    expect(fee.toFixed()).toBe('0.000015');
    expect(inviteRebate(fee, WALLET.base).toFixed()).toBe('0.000003');
  });

  it('the resting maker selling it: fee 0.5 USDT (sellers pay in quote, 0.1 % of 500) → rebate 0.1 USDT', () => {
    const fee = spotFillFee({ side: 'sell', role: 'maker', amount: '0.01', total: '500' }, WALLET);
    expect(fee.toFixed()).toBe('0.5');
    expect(inviteRebate(fee, WALLET.quote).toFixed()).toBe('0.1');
  });

  it('futures open with a notional of 5,000 USDT: fee 2.5 → rebate 0.5 USDT', () => {
    const notional = futuresNotional('50000', '0.1');
    expect(notional.toFixed()).toBe('5000');
    const fee = futuresFee(notional, FUTURES_FEE_PERCENT, FUTURES_MONEY_DECIMALS);
    expect(fee.toFixed()).toBe('2.5');
    expect(inviteRebate(fee, 6).toFixed()).toBe('0.5');
  });

  it('rounds down to the currency decimals: a fee of 0.00000004 BTC pays nothing, 0.000001 USDT neither', () => {
    expect(inviteRebate('0.00000004', 8).toFixed()).toBe('0');
    expect(inviteRebate('0.00000009', 8).toFixed()).toBe('0.00000001');
    expect(inviteRebate('0.000001', 6).toFixed()).toBe('0');
    expect(inviteRebate('0.50005', 6).toFixed()).toBe('0.10001');
    expect(inviteRebate('1.0000049', 6).toFixed()).toBe('0.2');
  });

  it('zero or negative fees pay nothing', () => {
    expect(inviteRebate('0', 8).isZero()).toBe(true);
    expect(inviteRebate(new Decimal('-1'), 8).isZero()).toBe(true);
  });

  it('builds the register link with the code', () => {
    expect(inviteLinkPath('AB12CD34')).toBe('/h5/#/pages/common/register?code=AB12CD34');
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, addAddressPath, afterSavePath, presetAddress } from './address';

const q = (s: string) => new URLSearchParams(s);

describe('add-address route from the withdraw screen', () => {
  it('links the withdraw screen of a currency to the form with that currency and a way back', () => {
    const path = addAddressPath('USDT');
    expect(path.startsWith('/pages/setting/addWallet?')).toBe(true);
    const query = q(path.split('?')[1] ?? '');
    expect(presetAddress(query)).toEqual({ ...EMPTY_ADDRESS, currency: 3, network: 'ERC20' });
    expect(afterSavePath(query)).toBe('/pages/fund/withdraw?currency=3');
    expect(addAddressPath('DOGE')).toBe('/pages/setting/addWallet');
  });

  it('preselects a valid network and ignores unknown currencies or networks', () => {
    expect(presetAddress(q('currency=3&network=TRC20'))).toMatchObject({ currency: 3, network: 'TRC20' });
    expect(presetAddress(q('currency=1&network=TRC20'))).toMatchObject({ currency: 1, network: 'BTC' });
    expect(presetAddress(q('currency=99'))).toEqual(EMPTY_ADDRESS);
    expect(presetAddress(q(''))).toEqual(EMPTY_ADDRESS);
  });

  it('returns to the address book unless sent back to a withdraw screen', () => {
    expect(afterSavePath(q(''))).toBe('/pages/setting/wallet');
    expect(afterSavePath(q('back=https://evil.example/'))).toBe('/pages/setting/wallet');
  });
});

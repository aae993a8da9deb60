import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage, setStorage } from '../../../state/storage';
import { fiatOfRegion, readLocation, saveLocation } from './location';

describe('chosen location', () => {
  beforeEach(() => setStorage(new MemoryStorage()));

  it('maps regions to spec §9 fiats: US USD, DE and FR EUR, VN VND, HK HKD; BR none', () => {
    expect(['US', 'DE', 'fr', 'VN', 'HK'].map(fiatOfRegion)).toEqual(['USD', 'EUR', 'EUR', 'VND', 'HKD']);
    expect(fiatOfRegion('BR')).toBeNull();
  });

  it('is remembered on the device; nothing or junk reads as none', () => {
    expect(readLocation()).toBe('');
    saveLocation('th');
    expect(readLocation()).toBe('TH');
  });
});

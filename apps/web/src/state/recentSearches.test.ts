import { describe, expect, it } from 'vitest';
import { addRecent } from './recentSearches';

describe('recent searches', () => {
  it('puts the newest first, dedupes case-insensitively, trims and caps', () => {
    expect(addRecent(['eth', 'btc'], ' BTC ')).toEqual(['BTC', 'eth']);
    expect(addRecent(['a'], '   ')).toEqual(['a']);
    expect(addRecent(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
  });
});

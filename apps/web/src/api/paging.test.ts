import { describe, expect, it } from 'vitest';
import { flattenPages, nextPageOf } from './paging';

describe('paging', () => {
  it('asks for the next page while rows remain', () => {
    expect(nextPageOf({ data: [1, 2], page: 1, limit: 2, total: 5 })).toBe(2);
    expect(nextPageOf({ data: [5], page: 3, limit: 2, total: 5 })).toBeUndefined();
    expect(nextPageOf({ data: [3, 4], page: 2, limit: 2, total: 4 })).toBeUndefined();
    expect(nextPageOf({ data: [], page: 1, limit: 10, total: 0 })).toBeUndefined();
  });
  it('flattens loaded pages', () => {
    expect(
      flattenPages([
        { data: [1], page: 1, limit: 1, total: 2 },
        { data: [2], page: 2, limit: 1, total: 2 },
      ]),
    ).toEqual([1, 2]);
    expect(flattenPages(undefined)).toEqual([]);
  });
});

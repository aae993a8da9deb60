import { describe, expect, it } from 'vitest';
import { toggledFavorites } from './favorites';
import { quote } from './testQuotes';

describe('optimistic favorites', () => {
  const fav = (id: number) => ({
    id: id * 10,
    user_id: 7,
    match_id: id,
    currency_id: id,
    create_time: '2026-01-01T00:00:00Z',
    quote: quote({ id }),
  });

  it('adds a placeholder row at the end, once', () => {
    const list = [fav(1)];
    const next = toggledFavorites(list, { quote: quote({ id: 2 }), favorite: true }, 7);
    expect(next.map((f) => f.match_id)).toEqual([1, 2]);
    expect(next[1]).toMatchObject({ id: -2, user_id: 7, match_id: 2 });
    expect(toggledFavorites(next, { quote: quote({ id: 2 }), favorite: true }, 7)).toHaveLength(2);
  });

  it('removes by match id', () => {
    expect(
      toggledFavorites([fav(1), fav(2)], { quote: quote({ id: 1 }), favorite: false }, 7).map(
        (f) => f.match_id,
      ),
    ).toEqual([2]);
  });
});

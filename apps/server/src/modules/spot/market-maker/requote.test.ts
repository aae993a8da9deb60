import { describe, expect, it } from 'vitest';
import { planLadder, type LadderInput, type LadderOrder } from './ladder';
import { btcLadder } from './ladder.testing';
import { diffQuotes, KEEP_SLACK, type OpenQuote } from './requote';

/** BTC/USDT with the defaults: grid 25 USDT at 96,000. */
const btc = (mid: string): LadderInput => btcLadder({ mid, grid: '25' });

/** The ladder as resting quotes with ids 1, 2, … (none filled). */
const resting = (orders: readonly LadderOrder[]): OpenQuote[] =>
  orders.map((o, i) => ({ id: i + 1, side: o.side, price: o.price, amount: o.amount, filled: '0' }));

const diff = (mid: string, open: readonly OpenQuote[]) => {
  const input = btc(mid);
  const ladder = planLadder(input);
  return diffQuotes(input, ladder.grid, ladder.orders, open);
};

const at = (open: readonly OpenQuote[], side: string, price: string) =>
  open.find((o) => o.side === side && o.price === price)!;

describe('diffQuotes', () => {
  const open = resting(planLadder(btc('96000.00')).orders);

  it('places the whole ladder on an empty book, and changes nothing while the ladder stands', () => {
    const first = diff('96000.00', []);
    expect(first.place).toHaveLength(30);
    expect(first.cancel).toEqual([]);
    const same = diff('96005.00', open); // inside the band: the same grid prices
    expect(same).toEqual({ keep: open.map((o) => o.id), cancel: [], place: [] });
  });

  it('a move across one grid price changes one level at the top (and none at the deep end)', () => {
    // 96010: a new best bid at 96000; every other quote keeps its price and stays (the deepest bid is now
    // level 15, inside the slack of 2 levels).
    const up = diff('96010.00', open);
    expect(up.cancel).toEqual([]);
    expect(up.place).toEqual([{ side: 'buy', level: 0, price: '96000.00', amount: '0.020833' }]);
    // 96030: the bid edge 96020.4 passes 96000 as well; the ask edge 96039.6 passes the best ask 96025,
    // which the feed price came too close to: cancelled; a new deepest ask at 96400 keeps 15 levels.
    const further = diff('96030.00', open);
    expect(further.cancel).toEqual([at(open, 'sell', '96025.00').id]);
    expect(further.place.map((o) => [o.side, o.level, o.price])).toEqual([
      ['buy', 0, '96000.00'],
      ['sell', 14, '96400.00'],
    ]);
  });

  it('cancels quotes the feed price crossed, quotes beyond the slack, off-grid quotes and duplicates', () => {
    // 95900: the bid edge 95890.4 → best bid 95875; the bids at 95975…95900 are now too close: cancelled.
    const down = diff('95900.00', open);
    const tooClose = ['95975.00', '95950.00', '95925.00', '95900.00'].map((p) => at(open, 'buy', p).id);
    // The asks are 4 levels further out (best ask 95925): 96025 is level 4 now, and the two deepest, at
    // levels 17 and 18, are beyond the 15 levels + the slack of 2: cancelled. Their sizes stay within 4×.
    const beyond = ['96350.00', '96375.00'].map((p) => at(open, 'sell', p).id);
    expect(KEEP_SLACK).toBe(2);
    expect(down.cancel.sort((a, b) => a - b)).toEqual([...tooClose, ...beyond].sort((a, b) => a - b));
    expect(down.place.filter((o) => o.side === 'buy').map((o) => o.price)).toEqual([
      '95600.00',
      '95575.00',
      '95550.00',
      '95525.00',
    ]);
    expect(down.place.filter((o) => o.side === 'sell').map((o) => o.price)).toEqual([
      '95925.00',
      '95950.00',
      '95975.00',
      '96000.00',
    ]);

    const odd: OpenQuote[] = [
      { id: 90, side: 'sell', price: '96030.00', amount: '0.02', filled: '0' }, // between grid prices
      { ...open[1]!, id: 91 }, // a second quote at the best ask
    ];
    expect(diff('96000.00', [...open, ...odd]).cancel).toEqual([90, 91]);
  });

  it('replaces a quote filled past half, or one whose size is more than 4× off its level', () => {
    const best = open[1]!; // sell 0.020827 at 96025
    const half = { ...best, filled: '0.010413' }; // less than half: kept
    const most = { ...best, filled: '0.010414' }; // more than half: replaced
    expect(diff('96000.00', [half]).keep).toEqual([best.id]);
    const replaced = diff('96000.00', [most]);
    expect(replaced.cancel).toEqual([best.id]);
    expect(replaced.place.find((o) => o.side === 'sell' && o.level === 0)?.amount).toBe('0.020827');
    expect(diff('96000.00', [{ ...best, amount: '0.083308' }]).keep).toEqual([best.id]); // 4.0× exactly
    expect(diff('96000.00', [{ ...best, amount: '0.083309' }]).cancel).toEqual([best.id]);
    expect(diff('96000.00', [{ ...best, amount: '0.005206' }]).cancel).toEqual([best.id]); // under ¼
  });
});

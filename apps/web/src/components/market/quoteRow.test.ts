import { describe, expect, it, vi } from 'vitest';
import { patchQuotes } from '../../features/market/data/quotes';
import { quote } from '../../features/market/data/testQuotes';
import { liveQuoteStore } from '../../state/liveQuotes';
import type { QuoteTick } from '../../state/liveQuotes';
import { moveOf } from './FlashPrice';
import { quoteRowPropsEqual } from './QuoteRow';
import type { QuoteRowProps } from './QuoteRow';

const fiat = { currency_code: 'USD', rate: '1' } as QuoteRowProps['fiat'];
const onLongPress = vi.fn();
const props = (q: QuoteRowProps['quote']): QuoteRowProps => ({ quote: q, fiat, onLongPress });
const tick = (match_id: number, now_price: string, time: number): QuoteTick => ({
  match_id,
  now_price,
  change: '1.50',
  open: '1.00',
  high: '2.00',
  low: '1.00',
  volume: '5',
  amount: '50',
  time,
});

/** A tick as it reaches the screen: the row's store in the next frame, then the list's cache patch. */
function deliver(list: QuoteRowProps['quote'][], t: QuoteTick) {
  liveQuoteStore.push(t);
  liveQuoteStore.flush();
  return patchQuotes(list, new Map([[t.match_id, t]]));
}

describe('quote rows: a row renders for its own pair only', () => {
  it('is left alone when another pair ticks, and when the list catches up with its own tick', () => {
    const list = [quote({ id: 101 }), quote({ id: 102 })];
    const seen: number[] = [];
    const stop = liveQuoteStore.subscribe(101, () => seen.push(101));

    const other = deliver(list, tick(102, '3.00', 2_000));
    expect(seen).toEqual([]); // row 101 is not told about 102
    expect(quoteRowPropsEqual(props(list[0]!), props(other[0]!))).toBe(true);
    expect(quoteRowPropsEqual(props(list[1]!), props(other[1]!))).toBe(true); // 102 already drew it itself

    const own = deliver(other, tick(101, '1.20', 2_000));
    expect(seen).toEqual([101]); // its own tick: one render, from its subscription
    expect(own[0]).not.toBe(other[0]);
    expect(quoteRowPropsEqual(props(other[0]!), props(own[0]!))).toBe(true); // no second render
    stop();
  });

  it('renders again for what its subscription has not shown: a newer reload, a new listing, other props', () => {
    const q = quote({ id: 103 });
    liveQuoteStore.push(tick(103, '1.10', 2_000));
    liveQuoteStore.flush();
    const reloaded = { ...q, now_price: '1.30', time: 3_000 };
    expect(quoteRowPropsEqual(props(q), props(reloaded))).toBe(false);
    const closed = { ...q, session: { ...q.session, open: false } };
    expect(quoteRowPropsEqual(props(q), props(closed))).toBe(false);
    expect(quoteRowPropsEqual(props(q), { ...props(q), fiat: { ...fiat } })).toBe(false);
    expect(quoteRowPropsEqual(props(q), { ...props(q), onLongPress: vi.fn() })).toBe(false);
    // a pair the store has never seen: any new quote object is drawn
    const fresh = quote({ id: 104 });
    expect(quoteRowPropsEqual(props(fresh), props({ ...fresh, now_price: '2.00', time: 2_000 }))).toBe(false);
  });
});

describe('flash price: which way a price moved', () => {
  it('names the direction, and nothing for no move or an unreadable price', () => {
    expect(moveOf('1.00', '1.10')).toBe('up');
    expect(moveOf('1.10', '1.00')).toBe('down');
    expect(moveOf('1.00', '1.000')).toBeNull();
    expect(moveOf('--', '1.00')).toBeNull();
  });
});

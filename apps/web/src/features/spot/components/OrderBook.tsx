import type { PairDetail } from '@meridian/contract/market';
import type { CoinDepth } from '@meridian/contract/spot';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { depthRows } from '../data/depth';
import type { BookRow } from '../data/depth';
import { useSpotDepth } from '../data/market';
import { formatAmount, formatPrice, trendOf } from '../../../lib/format';

/** Levels per side the phone shows: asks above, bids below, the last price between them. */
export const BOOK_ROWS = 7;

interface LevelProps {
  row: BookRow;
  side: 'bid' | 'ask';
  index: number;
  pair: PairDetail;
  onPick: (price: string) => void;
}

/** A level is drawn again only when its figures, place or precision change (rows are rebuilt per message). */
function sameLevel(a: LevelProps, b: LevelProps): boolean {
  return (
    a.row.price === b.row.price &&
    a.row.amount === b.row.amount &&
    a.row.widthPercent === b.row.widthPercent &&
    a.side === b.side &&
    a.index === b.index &&
    a.onPick === b.onPick &&
    a.pair.price_precision === b.pair.price_precision &&
    a.pair.amount_precision === b.pair.amount_precision
  );
}

const Level = memo(function Level(props: LevelProps) {
  const { row, side, pair } = props;
  return (
    <button
      type="button"
      className={`book-row ${side}`}
      data-testid={`book-${side}-${props.index}`}
      data-price={row.price}
      onClick={() => props.onPick(row.price)}
    >
      <i className="book-bar" style={{ width: `${row.widthPercent}%` }} aria-hidden="true" />
      <span className="book-price">{formatPrice(row.price, pair.price_precision)}</span>
      <span className="book-amount">{formatAmount(row.amount, pair.amount_precision)}</span>
    </button>
  );
}, sameLevel);

/** Placeholder rows keep the book's height while a side has fewer levels (no jumping ticket). */
function Fillers({ count }: { count: number }) {
  return Array.from({ length: Math.max(0, count) }, (_, i) => (
    <div className="book-row filler" key={`f${i}`} aria-hidden="true" />
  ));
}

function BookHead({ base, quote }: { base: string; quote: string }) {
  const { t } = useTranslation();
  return (
    <div className="book-head">
      <span>{quote ? t('trade.bookPrice', { asset: quote }) : t('trade.price')}</span>
      <span>{base ? t('trade.bookAmount', { asset: base }) : t('trade.amount')}</span>
    </div>
  );
}

/** The levels' place while the book loads: empty rows round an empty last price, the loaded book's height. */
function LevelsPending() {
  return (
    <>
      <div className="book-side asks">
        <Fillers count={BOOK_ROWS} />
      </div>
      <button type="button" className="book-last flat" disabled aria-hidden="true" tabIndex={-1}>
        --
      </button>
      <div className="book-side bids">
        <Fillers count={BOOK_ROWS} />
      </div>
    </>
  );
}

/** The book while its pair's detail loads: its head, in the route symbol's units, over the levels' place. */
export function OrderBookPending({ base, quote }: { base: string; quote: string }) {
  const { t } = useTranslation();
  return (
    <section
      className="order-book"
      data-testid="order-book-pending"
      aria-label={t('trade.book')}
      aria-busy="true"
    >
      <BookHead base={base} quote={quote} />
      <LevelsPending />
    </section>
  );
}

/** The order book with depth bars (width ∝ cumulative amount); tapping a level fills the ticket's price. */
export const OrderBook = memo(function OrderBook(props: {
  pair: PairDetail;
  onPick: (price: string) => void;
}) {
  const { t } = useTranslation();
  const { pair } = props;
  const depth = useSpotDepth(pair.symbol);
  return (
    <section className="order-book" data-testid="order-book" aria-label={t('trade.book')}>
      <BookHead base={pair.currency_name} quote={pair.legal_name} />
      <QueryView query={depth} loading={<LevelsPending />}>
        {(depth) => <Levels pair={pair} depth={depth} onPick={props.onPick} />}
      </QueryView>
    </section>
  );
});

function Levels(props: { pair: PairDetail; depth: CoinDepth; onPick: (price: string) => void }) {
  const { t } = useTranslation();
  const { pair } = props;
  // the pair's ticker re-renders the book too; the rows only change with the snapshot
  const { bids, asks } = useMemo(() => depthRows(props.depth, BOOK_ROWS), [props.depth]);
  const empty = bids.length === 0 && asks.length === 0;
  const trend = trendOf(pair.change);
  return (
    <>
      <div className="book-side asks" data-testid="book-asks">
        <Fillers count={BOOK_ROWS - asks.length} />
        {[...asks].reverse().map((row) => (
          <Level
            key={row.price}
            row={row}
            side="ask"
            index={asks.indexOf(row)}
            pair={pair}
            onPick={props.onPick}
          />
        ))}
      </div>
      <button
        type="button"
        className={`book-last ${trend}`}
        data-testid="book-last-price"
        onClick={() => props.onPick(pair.now_price)}
        aria-label={t('trade.lastPrice')}
      >
        {formatPrice(pair.now_price, pair.price_precision)}
      </button>
      <div className="book-side bids" data-testid="book-bids">
        {bids.map((row, i) => (
          <Level key={row.price} row={row} side="bid" index={i} pair={pair} onPick={props.onPick} />
        ))}
        <Fillers count={BOOK_ROWS - bids.length} />
      </div>
      {empty ? (
        <div className="book-empty" data-testid="book-empty">
          {t('trade.emptyBook')}
        </div>
      ) : null}
    </>
  );
}

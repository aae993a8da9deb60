import type { PairQuote } from '@meridian/contract/market';
import { useTranslation } from 'react-i18next';
import { QuoteRow } from '../../../components/market/QuoteRow';
import { useStagedCount } from '../../../lib/useStagedCount';
import type { SortKey, SortState } from '../data/quotes';
import type { ChosenFiat } from '../../../state/prefs';

function SortHeader({
  label,
  column,
  sort,
  onSort,
  align,
}: {
  label: string;
  column: SortKey;
  sort: SortState | null;
  onSort: (k: SortKey) => void;
  align: 'left' | 'right';
}) {
  const dir = sort?.key === column ? sort.dir : null;
  return (
    <button
      type="button"
      className={`sort-head ${align}${dir ? ' active' : ''}`}
      data-testid={`sort-${column}`}
      data-dir={dir ?? 'none'}
      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}
      onClick={() => onSort(column)}
    >
      {label}
      <span className="sort-arrows" aria-hidden="true">
        <i className={dir === 'asc' ? 'on' : ''}>▲</i>
        <i className={dir === 'desc' ? 'on' : ''}>▼</i>
      </span>
    </button>
  );
}

/** Rows drawn per frame while a list first appears (each batch a short task on a phone). */
const ROWS_PER_FRAME = 4;

/** Column headers (sortable by volume, price, change) over live quote rows. */
export function QuoteTable({
  quotes,
  fiat,
  sort,
  onSort,
  onLongPress,
}: {
  quotes: PairQuote[];
  fiat: ChosenFiat;
  sort: SortState | null;
  onSort: (k: SortKey) => void;
  onLongPress: (q: PairQuote) => void;
}) {
  const { t } = useTranslation();
  const shown = useStagedCount(quotes.length, ROWS_PER_FRAME);
  return (
    <div className="quote-table">
      <div className="quote-head" role="row">
        <SortHeader label={t('market.colNameVol')} column="volume" sort={sort} onSort={onSort} align="left" />
        <SortHeader label={t('market.colPrice')} column="price" sort={sort} onSort={onSort} align="right" />
        <SortHeader label={t('market.colChange')} column="change" sort={sort} onSort={onSort} align="right" />
      </div>
      <div data-testid="quote-list">
        {quotes.slice(0, shown).map((q) => (
          <QuoteRow key={q.id} quote={q} fiat={fiat} onLongPress={onLongPress} />
        ))}
      </div>
    </div>
  );
}

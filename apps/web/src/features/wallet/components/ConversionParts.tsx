import type { ConversionCurrency, ConversionRecord, GetTransferFeeResponse } from '@meridian/contract/wallet';
import { conversionRate } from '@meridian/contract/wallet';
import { DotLoading } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/LoadMore';
import { QueryView, type LoadedQuery } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { flattenPages } from '../../../api/paging';
import { useConversionLog } from '../data/conversion';
import type { ConversionPreview } from '../forms/conversion/state';
import { formatRate } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { CoinBadge } from './CoinBadge';
import { formatAmount } from '../../../lib/money';

/** One side of the pair: label, coin (opens its picker) and the spot balance. */
export function CurrencySide(props: {
  side: 'from' | 'to';
  currency: ConversionCurrency | undefined;
  balance: string | undefined;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const c = props.currency;
  return (
    <button
      type="button"
      className="conv-side"
      data-testid={`conversion-${props.side}`}
      onClick={props.onPick}
    >
      <span className="conv-side-label">{t(`conversion.${props.side}`)}</span>
      <span className="conv-coin">
        {c ? <CoinBadge name={c.name} size={28} /> : null}
        <span className="conv-coin-name">{c?.name ?? '--'}</span>
        <DownOutline className="conv-coin-caret" />
      </span>
      <span className="conv-side-balance">
        {c && props.balance !== undefined ? formatAmount(props.balance, c.precision, c.name) : '--'}
      </span>
    </button>
  );
}

/** "1 BTC ≈ 28.23 ETH": the quote in target units per source unit (digits, codes and ≈ read the same everywhere). */
export function rateText(q: GetTransferFeeResponse, from: string, to: string): string {
  const rate = conversionRate(q.form_price, q.to_price);
  return `1 ${from} ≈ ${formatRate(rate.toFixed())} ${to}`;
}

function Line({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className={`conv-line${strong ? ' strong' : ''}`}>
      <span>{label}</span>
      <b data-testid={testId}>{value}</b>
    </div>
  );
}

/** Live preview: rate, fee, total debited and what the user receives. */
export function PreviewCard(props: {
  quote: LoadedQuery<GetTransferFeeResponse>;
  refreshing: boolean;
  from: ConversionCurrency;
  to: ConversionCurrency;
  preview: ConversionPreview | null;
}) {
  return <QueryView query={props.quote}>{(q) => <PreviewLines {...props} quote={q} />}</QueryView>;
}

function PreviewLines(props: {
  quote: GetTransferFeeResponse;
  refreshing: boolean;
  from: ConversionCurrency;
  to: ConversionCurrency;
  preview: ConversionPreview | null;
}) {
  const { t } = useTranslation();
  const { quote: q, from, to, preview } = props;
  const dash = '--';
  return (
    <div className="conv-preview card" data-testid="conversion-preview">
      <Line label={t('conversion.rate')} value={rateText(q, from.name, to.name)} testId="conversion-rate" />
      <Line
        label={t('conversion.fee', { percent: q.fee })}
        value={preview ? `${formatAmount(preview.fee, from.precision, from.name)} ${from.name}` : dash}
        testId="conversion-fee"
      />
      <Line
        label={t('conversion.debit')}
        value={preview ? `${formatAmount(preview.debit, from.precision, from.name)} ${from.name}` : dash}
        testId="conversion-debit"
      />
      <Line
        label={t('conversion.receive')}
        value={preview ? `${formatAmount(preview.result, to.precision, to.name)} ${to.name}` : dash}
        testId="conversion-receive"
        strong
      />
      <div className="conv-price-time">
        {t('conversion.priceTime', { time: dayjs(q.price_time).format('HH:mm:ss') })}
        {props.refreshing ? <DotLoading /> : null}
      </div>
    </div>
  );
}

/** The confirmation: amount, fee, total and the estimated result at the current price. */
export function ConfirmContent(props: {
  amount: string;
  preview: ConversionPreview;
  quote: GetTransferFeeResponse;
  from: ConversionCurrency;
  to: ConversionCurrency;
}) {
  const { t } = useTranslation();
  const { preview, from, to } = props;
  return (
    <div className="conv-confirm" data-testid="conversion-confirm-text">
      <Line
        label={t('conversion.pay')}
        value={`${formatAmount(props.amount, from.precision, from.name)} ${from.name}`}
        testId="confirm-amount"
      />
      <Line
        label={t('conversion.fee', { percent: props.quote.fee })}
        value={`${formatAmount(preview.fee, from.precision, from.name)} ${from.name}`}
        testId="confirm-fee"
      />
      <Line
        label={t('conversion.debit')}
        value={`${formatAmount(preview.debit, from.precision, from.name)} ${from.name}`}
        testId="confirm-debit"
      />
      <Line
        label={t('conversion.receiveEstimated')}
        value={`${formatAmount(preview.result, to.precision, to.name)} ${to.name}`}
        testId="confirm-result"
        strong
      />
      <Line
        label={t('conversion.rate')}
        value={rateText(props.quote, from.name, to.name)}
        testId="confirm-rate"
      />
      <p className="conv-confirm-note">{t('conversion.priceNote')}</p>
    </div>
  );
}

function RecordCard({ r }: { r: ConversionRecord }) {
  const { t } = useTranslation();
  return (
    <div className="record-card card" data-testid={`conversion-record-${r.id}`}>
      <div className="record-head">
        <span className="record-title">
          <CoinBadge name={r.from_currency_name} size={20} />
          {r.from_currency_name} → {r.to_currency_name}
        </span>
        <span className="record-amount up">
          +{formatAmount(r.result, 8, r.to_currency_name)} {r.to_currency_name}
        </span>
      </div>
      <div className="record-lines">
        <span className="down">
          -{formatAmount(r.number, 8, r.from_currency_name)} {r.from_currency_name}
        </span>
        <span>
          {t('conversion.fee', { percent: r.fee_percent })} {formatAmount(r.fee, 8, r.from_currency_name)}{' '}
          {r.from_currency_name}
        </span>
      </div>
      <div className="record-lines">
        <span>
          {t('conversion.prices')}: {r.from_currency_name} {r.form_price} · {r.to_currency_name} {r.to_price}
        </span>
        <span>{formatDateTime(r.created_time)}</span>
      </div>
    </div>
  );
}

/** The user's conversions, newest first, with the prices that decided them. */
export function RecentConversions() {
  const { t } = useTranslation();
  const log = useConversionLog();
  const rows = flattenPages(log.data?.pages);
  const body = (
    <QueryView
      query={log}
      isEmpty={() => rows.length === 0}
      empty={<EmptyView title={t('conversion.noConversions')} testId="conversion-empty" />}
    >
      {() => (
        <>
          {rows.map((r) => (
            <RecordCard key={r.id} r={r} />
          ))}
          <LoadMore hasMore={log.hasNextPage} loadMore={() => log.fetchNextPage()} />
        </>
      )}
    </QueryView>
  );
  return (
    <section className="conv-recent" data-testid="conversion-recent">
      <h3 className="conv-recent-title">{t('conversion.recent')}</h3>
      {body}
    </section>
  );
}

import { type OptionsOrder, OPTIONS_STATUS_CLOSED } from '@meridian/contract/options';
import { ProgressCircle } from 'antd-mobile';
import type { PageOverlays } from '../../../components/pageOverlays';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdOptionResult, optionResultKey, optionResultShown } from '../../notifications';
import { fetchOptionResult } from '../data/hooks';
import { msLeft, outcomeOf } from '../data/orders';
import { liveStanding } from '../forms';
import { formatPrice } from '../../../lib/format';
import { usdt } from '../../../lib/usdt';

/** A running seconds option: live countdown, entry vs live price; then its result dialog. */

const POLL_MS = 1_000;
/** Give up polling after this long past the settlement second (the orders list still shows the result). */
const POLL_GIVE_UP_MS = 60_000;

export const timeOf = (iso: string) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '--');

export function RunningOrder(props: {
  order: OptionsOrder;
  livePrice: string;
  priceDecimals: number;
  skewMs: number;
  onSettled: (order: OptionsOrder) => void;
  onLost: (order: OptionsOrder) => void;
}) {
  const { t } = useTranslation();
  const { order } = props;
  const [now, setNow] = useState(() => Date.now());
  const left = msLeft(order, now, props.skewMs);
  const settledRef = useRef(props.onSettled);
  settledRef.current = props.onSettled;
  const lostRef = useRef(props.onLost);
  lostRef.current = props.onLost;
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);
  // this page shows the result in its dialog: the app-wide toast of the same settlement stays away
  useEffect(
    () => holdOptionResult(optionResultKey(order.symbol, order.seconds, order.number)),
    [order.symbol, order.seconds, order.number],
  );
  const due = left === 0;
  // When the countdown ends: ask get_result until the order is settled (a closed_microorder push may win).
  useEffect(() => {
    if (!due) return;
    let stopped = false;
    const started = Date.now();
    const poll = async () => {
      if (stopped) return;
      try {
        const o = await fetchOptionResult(order.id);
        if (o.status === OPTIONS_STATUS_CLOSED) {
          settledRef.current(o);
          return;
        }
      } catch {
        // try again
      }
      if (Date.now() - started > POLL_GIVE_UP_MS) lostRef.current(order);
      else setTimeout(() => void poll(), POLL_MS);
    };
    const first = setTimeout(() => void poll(), 300);
    return () => {
      stopped = true;
      clearTimeout(first);
    };
  }, [due, order]);
  const dir = order.type === 1 ? 'up' : 'down';
  const standing = liveStanding(dir, order.open_price, props.livePrice);
  const standingName = standing === 1 ? 'winning' : standing === -1 ? 'losing' : 'level';
  const total = order.seconds * 1000;
  const seconds = Math.ceil(left / 1000);
  return (
    <article
      className={`opt-run ${standingName}`}
      data-testid={`options-countdown-${order.id}`}
      data-standing={standingName}
    >
      <ProgressCircle
        percent={total > 0 ? (left / total) * 100 : 0}
        style={{ '--size': '56px', '--track-width': '4px' }}
      >
        <b className="opt-left" data-testid="options-countdown">
          {due ? '…' : `${seconds}s`}
        </b>
      </ProgressCircle>
      <div className="opt-run-body">
        <div className="opt-run-head">
          <span className={`pos-side ${dir === 'up' ? 'up' : 'down'}`}>{t(`options.${dir}`)}</span>
          <b>{order.symbol}</b>
          <span>{usdt(order.number)} USDT</span>
        </div>
        <div className="opt-run-prices">
          <span>
            {t('options.entryPrice')}{' '}
            <b data-testid="options-entry-price">{formatPrice(order.open_price, props.priceDecimals)}</b>
          </span>
          <span>
            {t('options.livePrice')}{' '}
            <b
              className={standing === 1 ? 'up' : standing === -1 ? 'down' : ''}
              data-testid="options-live-price"
            >
              {formatPrice(props.livePrice, props.priceDecimals)}
            </b>
          </span>
        </div>
        <div
          className={`opt-standing ${standing === 1 ? 'up' : standing === -1 ? 'down' : ''}`}
          data-testid="options-standing"
        >
          {due ? t('options.settling') : t(`options.${standingName}`)}
        </div>
      </div>
    </article>
  );
}

function ResultLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="confirm-line">
      <span>{label}</span>
      <b data-testid={testId}>{value}</b>
    </div>
  );
}

/** The result dialog: outcome, the profit or loss in USDT, entry and settlement prices with their times. */
export function showOptionResult(
  overlays: PageOverlays,
  t: TFunction,
  o: OptionsOrder,
  priceDecimals: number,
): Promise<void> {
  const outcome = outcomeOf(o);
  const amount =
    outcome === 'win'
      ? t('options.resultProfit', { amount: usdt(o.fact_profits) })
      : outcome === 'loss'
        ? t('options.resultLoss', { amount: usdt(o.number) })
        : t('options.resultRefund', { amount: usdt(o.number) });
  const price = (v: string) => (v ? formatPrice(v, priceDecimals) : '--');
  optionResultShown(optionResultKey(o.symbol, o.seconds, o.number));
  return overlays.alert({
    title: <span data-testid="options-result-title">{t(`options.resultTitle.${outcome}`)}</span>,
    content: (
      <div className="place-confirm opt-result" data-testid="options-result" data-outcome={outcome}>
        <div
          className={`opt-result-amount ${outcome === 'win' ? 'up' : outcome === 'loss' ? 'down' : ''}`}
          data-testid="options-result-amount"
        >
          {amount}
        </div>
        <ResultLine label={t('options.pair')} value={o.symbol} testId="options-result-pair" />
        <ResultLine
          label={t('options.direction')}
          value={`${t(`options.${o.type === 1 ? 'up' : 'down'}`)} · ${t('options.seconds', { count: o.seconds })}`}
          testId="options-result-direction"
        />
        <ResultLine
          label={t('options.stakeShort')}
          value={`${usdt(o.number)} USDT`}
          testId="options-result-stake"
        />
        <ResultLine
          label={t('options.entryPrice')}
          value={price(o.open_price)}
          testId="options-result-entry"
        />
        <ResultLine
          label={t('options.entryTime')}
          value={timeOf(o.opened_at)}
          testId="options-result-entry-time"
        />
        <ResultLine
          label={t('options.settlePrice')}
          value={price(o.end_price)}
          testId="options-result-settle"
        />
        <ResultLine
          label={t('options.settleTime')}
          value={timeOf(o.settle_at)}
          testId="options-result-settle-time"
        />
        {outcome === 'void' ? <div className="confirm-note">{t('options.voidNote')}</div> : null}
      </div>
    ),
    confirmText: <span data-testid="options-result-ok">{t('common.ok')}</span>,
  });
}

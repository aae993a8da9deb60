import { type PairDetail } from '@meridian/contract/market';
import { type OptionsOrder, OPTIONS_STATUS_OPEN } from '@meridian/contract/options';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import type { PageOverlays } from '../../../components/pageOverlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { CloseCircleOutline, DownOutline, SearchOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../lib/paths';
import { ClosedNotice, PairStatus } from '../../../components/market/ClosedNotice';
import { useSessionClosed } from '../../../components/market/useSessionClosed';
import { QueryView, allLoaded } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useLoggedIn } from '../../../state/session';
import { loadTicketChart, usePair } from '../../market';
import { flattenPages } from '../../../api/paging';
import {
  useClosedMicroorderFeed,
  useOptionOrders,
  useOptionTiers,
  usePayableCurrency,
  useSubmitOption,
} from '../data/hooks';
import { clockSkew, isUnavailable, optionsContextOf, quickAmountsOf, tiersOf } from '../data/orders';
import {
  initialOptionsTicket,
  isQuietOptionsProblem,
  optionsProblem,
  optionsSummary,
  reduceOptionsTicket,
  stakeLimits,
  tierOf,
  toOptionsSubmit,
} from '../forms';
import type { OptionDirection, OptionsContext, OptionsSummary, OptionsTicket } from '../forms';
import { formatPercent, formatPercentFigure, formatPrice, trendOf } from '../../../lib/format';
import { messageParams } from '../../../lib/messageParams';
import type { CouponSplit } from '../../coupons';
import { CouponPicker, useTicketCoupon } from '../../coupons';
import { RunningOrder, showOptionResult } from './OptionsRun';
import { Line, PriceField } from '../../../components/TicketParts';
import { usdt } from '../../../lib/usdt';
import '../../../components/market/market.css';
import '../../../styles/trade.css';
import '../../../styles/orders.css';
import '../../../styles/futures.css';
import '../../../styles/options.css';

// the pair's chart and its library load with the ticket's first paint, off the tab's first route
const TicketChart = lazy(loadTicketChart);

/** The seconds-options ticket (micro-trade): pair, tier, stake, up/down, countdown, result. */

const TRANSFER_PATH = '/pages/fund/fundTransfer?currency=3&from=change&to=micro';

function Unavailable() {
  const { t } = useTranslation();
  return (
    <EmptyView
      testId="options-unavailable"
      icon={<CloseCircleOutline />}
      title={t('options.unavailableTitle')}
      description={t('options.unavailableText')}
    />
  );
}

/** Answers `body` (frozen when the dialog opened) once confirmed; `undefined` when cancelled or the page left. */
function confirmOption<B>(
  overlays: PageOverlays,
  t: TFunction,
  body: B,
  pair: PairDetail,
  ticket: OptionsTicket,
  s: OptionsSummary,
  dir: OptionDirection,
  coupon: CouponSplit | null,
): Promise<B | undefined> {
  const row = (label: string, value: string, testId: string) => (
    <div className="confirm-line">
      <span>{label}</span>
      <b data-testid={testId}>{value}</b>
    </div>
  );
  return overlays.confirmValues(body, () => ({
    title: t('options.confirmTitle'),
    content: (
      <div className="place-confirm" data-testid="options-confirm-text">
        {row(t('options.pair'), pair.symbol, 'options-confirm-pair')}
        {row(t('options.direction'), t(`options.${dir}`), 'options-confirm-direction')}
        {row(
          t('options.duration'),
          t('options.seconds', { count: ticket.seconds ?? 0 }),
          'options-confirm-seconds',
        )}
        {row(t('options.stakeShort'), `${usdt(ticket.stake)} USDT`, 'options-confirm-stake')}
        {coupon
          ? row(t('coupons.paidByCoupon'), `${usdt(coupon.byCoupon)} USDT`, 'options-confirm-coupon')
          : null}
        {coupon
          ? row(t('coupons.fromBalance'), `${usdt(coupon.fromBalance)} USDT`, 'options-confirm-own')
          : null}
        {row(t('options.payoutIfWin'), `${usdt(s.payout ?? '0')} USDT`, 'options-confirm-payout')}
        {row(t('options.profitIfWin'), `+${usdt(s.profit ?? '0')} USDT`, 'options-confirm-profit')}
        {row(t('options.lossIfLose'), `-${usdt(ticket.stake)} USDT`, 'options-confirm-loss')}
        {row(
          t('options.breakEven'),
          s.breakEven ? formatPercentFigure(s.breakEven) : '--',
          'options-confirm-break-even',
        )}
        <div className="confirm-note">
          {t(dir === 'up' ? 'options.confirmUp' : 'options.confirmDown')} {t('options.rules')}
        </div>
      </div>
    ),
    confirmText: <span data-testid="options-confirm">{t('common.confirm')}</span>,
    cancelText: t('common.cancel'),
  }));
}

function OptionsForm({ pair, ctx, quick }: { pair: PairDetail; ctx: OptionsContext; quick: string[] }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const [ticket, act] = useReducer(reduceOptionsTicket, ctx.tiers, initialOptionsTicket);
  useEffect(() => act({ kind: 'tiers', tiers: ctx.tiers }), [ctx.tiers]);
  const submit = useSubmitOption();
  const [touched, setTouched] = useState(false);
  const [running, setRunning] = useState<{ order: OptionsOrder; skew: number }[]>([]);
  const open = useOptionOrders(OPTIONS_STATUS_OPEN, pair.id);
  // Orders still running from before (a reload mid-countdown) join the local ones.
  const serverOpen = useMemo(() => flattenPages(open.data?.pages), [open.data]);
  const shownIds = useRef(new Set<number>());
  const settle = useCallback(
    (o: OptionsOrder) => {
      setRunning((list) => list.filter((r) => r.order.id !== o.id));
      if (shownIds.current.has(o.id)) return;
      shownIds.current.add(o.id);
      void showOptionResult(overlays, t, o, pair.price_precision);
    },
    [overlays, t, pair.price_precision],
  );
  useClosedMicroorderFeed(
    useCallback(
      (o: OptionsOrder) => {
        if (o.match_id === pair.id) settle(o);
      },
      [pair.id, settle],
    ),
  );
  const runningAll = [
    ...running,
    ...serverOpen
      .filter((o) => !running.some((r) => r.order.id === o.id) && !shownIds.current.has(o.id))
      .map((order) => ({ order, skew: 0 })),
  ];
  const s = optionsSummary(ticket, ctx);
  const coupon = useTicketCoupon('options', ticket.stake, null, { loggedIn });
  const tier = tierOf(ticket, ctx);
  const problem = loggedIn ? optionsProblem(ticket, ctx) : null;
  const shown = problem && (touched || !isQuietOptionsProblem(problem)) ? problem : null;
  const limits = tier ? stakeLimits(tier, ctx) : null;
  const session = useSessionClosed(pair.session);

  const place = async (dir: OptionDirection) => {
    setTouched(true);
    const drafted = toOptionsSubmit(ticket, ctx, pair.id, dir);
    if (!drafted) return;
    const body = await confirmOption(overlays, t, drafted, pair, ticket, s, dir, coupon.split);
    if (!body) return;
    try {
      const order = await submit.mutateAsync({ body: { ...body, ...coupon.field } });
      if (coupon.field.coupon_id) coupon.spent();
      setRunning((list) => [{ order, skew: clockSkew(order, Date.now()) }, ...list]);
      Toast.show({
        icon: 'success',
        content: <span data-testid="options-placed">{t('options.placed')}</span>,
      });
    } catch {
      // toasted by the http helper
    }
  };

  return (
    <section className="ticket opt-ticket" data-testid="options-ticket">
      <ClosedNotice session={pair.session} testId="options-closed" />
      <div className="futures-label">{t('options.duration')}</div>
      <div className="opt-tiers" role="radiogroup" data-testid="options-tiers">
        {ctx.tiers.map((x) => (
          <button
            key={x.seconds}
            type="button"
            role="radio"
            aria-checked={x.seconds === ticket.seconds}
            className={x.seconds === ticket.seconds ? 'active' : ''}
            data-testid={`options-tier-${x.seconds}`}
            onClick={() => act({ kind: 'tier', seconds: x.seconds })}
          >
            <b>{t('options.seconds', { count: x.seconds })}</b>
            <span>{t('options.payoutPercent', { ratio: x.ratio })}</span>
          </button>
        ))}
      </div>
      <div className="futures-label">
        {t('options.stake')}
        {limits ? (
          <span className="futures-hint">
            {t('options.stakeRange', { min: usdt(limits.min), max: limits.max ? usdt(limits.max) : '∞' })}
          </span>
        ) : null}
      </div>
      <PriceField
        testId="options-stake"
        label={t('options.stake')}
        value={ticket.stake}
        unit="USDT"
        error={
          shown && shown.code.startsWith('stake')
            ? t(`errors.${shown.key}`, messageParams(shown.key, shown.params))
            : undefined
        }
        onChange={(value) => act({ kind: 'stake', value })}
      />
      <div className="futures-chips small" data-testid="options-quick">
        {quick.map((a) => (
          <button
            key={a}
            type="button"
            className={a === ticket.stake ? 'active' : ''}
            data-testid={`options-quick-${a}`}
            onClick={() => act({ kind: 'quick', amount: a })}
          >
            {a}
          </button>
        ))}
      </div>
      <div className="futures-preview" data-testid="options-preview">
        <Line
          label={t('options.payoutIfWin')}
          value={s.payout ? `${usdt(s.payout)} USDT` : '--'}
          testId="options-payout"
        />
        <Line
          label={t('options.profitIfWin')}
          value={s.profit ? `+${usdt(s.profit)} USDT` : '--'}
          testId="options-profit"
        />
        <Line
          label={t('options.breakEven')}
          value={s.breakEven ? formatPercentFigure(s.breakEven) : '--'}
          testId="options-break-even"
        />
      </div>
      {loggedIn ? <CouponPicker coupon={coupon} testId="options-coupon" /> : null}
      {loggedIn ? (
        <div className="futures-balance">
          <span>{t('options.available')}</span>
          <b data-testid="options-balance">{ctx.balance === null ? '…' : `${usdt(ctx.balance)} USDT`}</b>
          <button
            type="button"
            className="link-btn"
            data-testid="options-transfer"
            onClick={() => void navigate(TRANSFER_PATH)}
          >
            {t('options.transfer')}
          </button>
        </div>
      ) : null}
      {shown && !shown.code.startsWith('stake') ? (
        <div className="ticket-error" role="alert" data-testid="options-error">
          {t(`errors.${shown.key}`, messageParams(shown.key, shown.params))}
        </div>
      ) : null}
      {loggedIn ? (
        <div className="opt-buttons">
          <Button
            className="ticket-submit buy"
            loading={submit.isPending}
            disabled={session.closed}
            data-testid="options-up"
            onClick={() => void place('up')}
          >
            {session.closed ? session.until : t('options.up')}
          </Button>
          <Button
            className="ticket-submit sell"
            loading={submit.isPending}
            disabled={session.closed}
            data-testid="options-down"
            onClick={() => void place('down')}
          >
            {session.closed ? session.until : t('options.down')}
          </Button>
        </div>
      ) : (
        <Button block color="primary" data-testid="options-login" onClick={() => void navigate(LOGIN_PATH)}>
          {t('options.loginToTrade')}
        </Button>
      )}
      {runningAll.length > 0 ? (
        <div className="opt-running" data-testid="options-running">
          <div className="futures-label">{t('options.running')}</div>
          {runningAll.map((r) => (
            <RunningOrder
              key={r.order.id}
              order={r.order}
              livePrice={pair.now_price}
              priceDecimals={pair.price_precision}
              skewMs={r.skew}
              onSettled={settle}
              onLost={(o) => {
                setRunning((list) => list.filter((x) => x.order.id !== o.id));
                shownIds.current.add(o.id);
                Toast.show({ content: t('options.resultPending') });
              }}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

function OptionsBody({ pair, onPick }: { pair: PairDetail; onPick: () => void }) {
  const tiers = useOptionTiers();
  const payable = usePayableCurrency();
  const tierList = useMemo(() => tiersOf(tiers.data), [tiers.data]);
  const { t } = useTranslation();
  if (isUnavailable(tiers.error) || isUnavailable(payable.error)) return <Unavailable />;
  const bar = (
    <div className="spot-bar">
      <button type="button" className="spot-pair" data-testid="options-pair-picker" onClick={onPick}>
        <b data-testid="options-symbol">{pair.symbol}</b>
        <DownOutline />
      </button>
      <span className={`spot-change ${trendOf(pair.change)}`}>{formatPercent(pair.change)}</span>
      <span className="spot-bar-gap" />
      <b className="futures-mark" data-testid="options-price">
        {formatPrice(pair.now_price, pair.price_precision)}
      </b>
      <div className="spot-status">
        <PairStatus session={pair.session} testId="options-session-closed" />
      </div>
    </div>
  );
  const chart = (
    <Suspense
      fallback={<div className="mini-chart" style={{ minHeight: 168 }} data-testid="options-chart-loading" />}
    >
      <TicketChart symbol={pair.symbol} pricePrecision={pair.price_precision} testId="options-chart" />
    </Suspense>
  );
  return (
    <>
      {bar}
      {chart}
      <QueryView query={allLoaded([tiers, payable])}>
        {() => {
          if (pair.open_microtrade !== 1)
            return (
              <EmptyView
                testId="options-pair-unavailable"
                icon={<SearchOutline />}
                title={t('options.pairUnavailable')}
                action={
                  <Button color="primary" fill="outline" size="small" shape="rounded" onClick={onPick}>
                    {t('trade.choosePair')}
                  </Button>
                }
              />
            );
          if (tierList.length === 0)
            return <EmptyView testId="options-no-tiers" title={t('options.noTiers')} />;
          const ctx = optionsContextOf(tierList, payable.currency, true);
          return <OptionsForm pair={pair} ctx={ctx} quick={quickAmountsOf(payable.currency)} />;
        }}
      </QueryView>
    </>
  );
}

/** Loads the pair, then the ticket. */
export function OptionsTrade({ symbol, onPickSymbol }: { symbol: string; onPickSymbol: () => void }) {
  const pair = usePair(symbol);
  return (
    <QueryView query={pair}>{(p) => <OptionsBody key={p.symbol} pair={p} onPick={onPickSymbol} />}</QueryView>
  );
}

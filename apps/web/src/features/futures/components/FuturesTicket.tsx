import { FUTURES_STATUS } from '@meridian/contract/futures';
import { type PairDetail } from '@meridian/contract/market';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { DownOutline, SearchOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PATH } from '../../../lib/paths';
import { ClosedNotice, PairStatus } from '../../../components/market/ClosedNotice';
import { useSessionClosed } from '../../../components/market/useSessionClosed';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useFuturesDeal, useFuturesTradeFeed, useSubmitFutures } from '../data/hooks';
import { useLoggedIn } from '../../../state/session';
import { futuresContextOf, hasFutures } from '../data/positions';
import { loadTicketChart, usePair } from '../../market';
import { futuresProblem, isQuietFuturesProblem } from '../forms/errors';
import type { FuturesProblem } from '../forms/errors';
import { toFuturesSubmit } from '../forms/request';
import { initialFuturesTicket, reduceFuturesTicket } from '../forms/state';
import type { FuturesTicketAction } from '../forms/state';
import { futuresSummary } from '../forms/summary';
import type { FuturesContext, FuturesTicket } from '../forms/types';
import { formatPercent, formatPrice, trendOf } from '../../../lib/format';
import { messageParams } from '../../../lib/messageParams';
import { CouponPicker, useTicketCoupon } from '../../coupons';
import { confirmFutures } from './FuturesConfirm';
import { PositionList } from '../pages/FuturesPositions';
import { parseWantedLeverage, pickLeverage } from './superLeverage';
import { LotsField } from './LotsField';
import { Line, PriceField, Segmented } from '../../../components/TicketParts';
import { usdt } from '../../../lib/usdt';
import '../../../styles/futures.css';

// the pair's chart and its library load with the ticket's first paint, off the tab's first route
const TicketChart = lazy(loadTicketChart);

/** The futures ticket (lever order): long/short, market/limit, leverage, lots, TP/SL, preview. */

export const TRANSFER_PATH = '/pages/fund/fundTransfer?currency=3&from=change&to=lever';

function useFuturesTicket(ctx: FuturesContext) {
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const [ticket, setTicket] = useState<FuturesTicket>(() => initialFuturesTicket(ctx));
  const act = useCallback(
    (a: FuturesTicketAction) => setTicket((t) => reduceFuturesTicket(t, a, ctxRef.current)),
    [],
  );
  // lever/deal arrives after the first render: keep the leverage one of its choices.
  useEffect(() => {
    if (!ctx.leverages.includes(ticket.leverage)) act({ kind: 'leverage', leverage: ctx.leverages[0] ?? 1 });
  }, [ctx.leverages, ticket.leverage, act]);
  // Super leverage: `?leverage=max|N` preselects it, again when the choices change (lever/deal arrived)
  const [params] = useSearchParams();
  const wanted = parseWantedLeverage(params.get('leverage'));
  const preselectedFor = useRef('');
  useEffect(() => {
    const key = ctx.leverages.join(',');
    const pick = pickLeverage(ctx.leverages, wanted);
    if (pick === undefined || preselectedFor.current === key) return;
    preselectedFor.current = key;
    act({ kind: 'leverage', leverage: pick });
  }, [ctx.leverages, wanted, act]);
  return { ticket, act };
}

/** A problem's message parameters as shown: a quoted liquidation price with the pair's separators. */
function displayParams(problem: FuturesProblem, ctx: FuturesContext) {
  const liq = problem.params?.liquidation;
  const params = messageParams(problem.key, problem.params);
  return typeof liq === 'string' ? { ...params, liquidation: formatPrice(liq, ctx.priceDecimals) } : params;
}

function FuturesForm(props: { pair: PairDetail; ctx: FuturesContext; loggedIn: boolean }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pair, ctx, loggedIn } = props;
  const { ticket, act } = useFuturesTicket(ctx);
  const submit = useSubmitFutures();
  const [touched, setTouched] = useState(false);
  const s = futuresSummary(ticket, ctx);
  const coupon = useTicketCoupon('futures', s.margin, s.fee, { loggedIn, off: ticket.kind === 'limit' });
  const problem = loggedIn ? futuresProblem(ticket, ctx) : null;
  const shown = problem && (touched || !isQuietFuturesProblem(problem)) ? problem : null;
  const errorOf = (field: FuturesProblem['field']) =>
    shown && shown.field === field
      ? shown.code === 'lots_max'
        ? t('futures.lotsAtMost', { max: ctx.lotMax })
        : t(`errors.${shown.key}`, displayParams(shown, ctx))
      : undefined;
  const session = useSessionClosed(pair.session);
  const approx = s.approximate ? '≈ ' : '';
  const money = (v: string | null) => (v ? `${approx}${usdt(v)}` : '--');
  const price = (v: string | null) => (v ? `${approx}${formatPrice(v, ctx.priceDecimals)}` : '--');
  const asset = pair.currency_name;
  const long = ticket.side === 'long';

  const onSubmit = async () => {
    setTouched(true);
    const drafted = toFuturesSubmit(ticket, ctx);
    if (!drafted) return;
    const body = await confirmFutures(overlays, t, drafted, ticket, ctx, s, asset, coupon.split);
    if (!body) return;
    try {
      const pos = await submit.mutateAsync({ body: { ...body, ...coupon.field } });
      if (coupon.field.coupon_id) coupon.spent();
      Toast.show({
        icon: 'success',
        content: (
          <span data-testid="futures-placed">
            {pos.status === FUTURES_STATUS.pending ? t('futures.limitPlaced') : t('futures.opened')}
          </span>
        ),
      });
      setTouched(false);
      act({ kind: 'reset' });
    } catch {
      // the http helper toasted the server's localised reason
    }
  };

  return (
    <section className={`ticket futures-ticket ${long ? 'buy' : 'sell'}`} data-testid="futures-ticket">
      <ClosedNotice session={pair.session} testId="futures-closed" />
      <Segmented
        testId="futures-side"
        value={ticket.side}
        options={[
          { value: 'long', label: t('futures.long'), className: 'buy' },
          { value: 'short', label: t('futures.short'), className: 'sell' },
        ]}
        onChange={(side) => act({ kind: 'side', side })}
      />
      <Segmented
        testId="futures-kind"
        value={ticket.kind}
        options={[
          { value: 'market', label: t('futures.market') },
          { value: 'limit', label: t('futures.limit') },
        ]}
        onChange={(orderKind) => act({ kind: 'orderKind', orderKind })}
      />
      {ticket.kind === 'limit' ? (
        <PriceField
          testId="futures-limit-price"
          label={t('futures.limitPrice')}
          value={ticket.limitPrice}
          unit={pair.legal_name}
          error={errorOf('limitPrice')}
          onChange={(value) => act({ kind: 'limitPrice', value })}
        />
      ) : (
        <div className="ticket-field market" data-testid="futures-market-price">
          {t('futures.marketPrice')} {ctx.mark ? formatPrice(ctx.mark, ctx.priceDecimals) : '--'}
        </div>
      )}
      <div className="futures-label">{t('futures.leverage')}</div>
      <div className="futures-chips lev" role="radiogroup" data-testid="futures-leverage">
        {ctx.leverages.map((l) => (
          <button
            key={l}
            type="button"
            role="radio"
            aria-checked={l === ticket.leverage}
            className={l === ticket.leverage ? 'active' : ''}
            data-testid={`futures-leverage-${l}`}
            onClick={() => act({ kind: 'leverage', leverage: l })}
          >
            {l}×
          </button>
        ))}
      </div>
      <div className="futures-label">
        {t('futures.lots')}
        <span className="futures-hint">{t('futures.lotSize', { units: ctx.unitsPerLot, asset })}</span>
      </div>
      <div className={`futures-lots${errorOf('lots') ? ' has-error' : ''}`} data-testid="futures-lots">
        <LotsField
          testId="futures-lots-input"
          label={t('futures.lots')}
          value={ticket.lots}
          min={ctx.lotMin}
          max={ctx.lotMax}
          invalid={errorOf('lots') !== undefined}
          onType={(value) => act({ kind: 'lots', value })}
          onStep={(by) => act({ kind: 'stepLots', by })}
        />
      </div>
      {errorOf('lots') ? (
        <div className="ticket-error" role="alert" data-testid="futures-lots-error">
          {errorOf('lots')}
        </div>
      ) : null}
      <div className="futures-chips small" data-testid="futures-lot-presets">
        {ctx.lotPresets.map((n) => (
          <button
            key={n}
            type="button"
            className={String(n) === ticket.lots ? 'active' : ''}
            data-testid={`futures-lots-preset-${n}`}
            onClick={() => act({ kind: 'lots', value: String(n) })}
          >
            {n}
          </button>
        ))}
      </div>
      <div className="futures-stops">
        <div>
          <PriceField
            testId="futures-tp"
            label={`${t('futures.tp')} (${t('futures.optional')})`}
            value={ticket.tp}
            error={errorOf('tp')}
            onChange={(value) => act({ kind: 'tp', value })}
          />
        </div>
        <div>
          <PriceField
            testId="futures-sl"
            label={`${t('futures.sl')} (${t('futures.optional')})`}
            value={ticket.sl}
            error={errorOf('sl')}
            onChange={(value) => act({ kind: 'sl', value })}
          />
        </div>
      </div>
      <div className="futures-preview" data-testid="futures-preview">
        <Line label={t('futures.entry')} value={price(s.entry)} testId="futures-entry" />
        <Line label={t('futures.notional')} value={money(s.notional)} testId="futures-notional" />
        <Line label={t('futures.margin')} value={money(s.margin)} testId="futures-margin" />
        <Line
          label={t('futures.fee', { percent: ctx.feePercent })}
          value={money(s.fee)}
          testId="futures-fee"
        />
        <Line label={t('futures.cost')} value={money(s.cost)} testId="futures-cost" />
        <Line
          label={t('futures.liquidation')}
          value={price(s.liquidation)}
          testId="futures-liquidation"
          className="warn"
        />
      </div>
      {loggedIn ? <CouponPicker coupon={coupon} testId="futures-coupon" /> : null}
      {loggedIn ? (
        <div className="futures-balance">
          <span>{t('futures.available')}</span>
          <b data-testid="futures-balance">{`${usdt(ctx.balance)} USDT`}</b>
          <button
            type="button"
            className="link-btn"
            data-testid="futures-transfer"
            onClick={() => void navigate(TRANSFER_PATH)}
          >
            {t('futures.transfer')}
          </button>
        </div>
      ) : null}
      {shown && shown.field === 'ticket' ? (
        <div className="ticket-error" role="alert" data-testid="futures-error">
          {t(`errors.${shown.key}`, displayParams(shown, ctx))}
        </div>
      ) : null}
      {loggedIn ? (
        <Button
          block
          className={`ticket-submit ${long ? 'buy' : 'sell'}`}
          loading={submit.isPending}
          disabled={session.closed || shown?.field === 'lots'}
          data-testid="futures-submit"
          onClick={() => void onSubmit()}
        >
          {session.closed ? session.until : long ? t('futures.openLong') : t('futures.openShort')}
        </Button>
      ) : (
        <Button block color="primary" data-testid="futures-login" onClick={() => void navigate(LOGIN_PATH)}>
          {t('futures.loginToTrade')}
        </Button>
      )}
    </section>
  );
}

function FuturesBody({ pair, onPick }: { pair: PairDetail; onPick: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const deal = useFuturesDeal(pair.currency_id, pair.legal_id);
  useFuturesTradeFeed();
  const ctx = futuresContextOf(pair, deal.data, pair.now_price);
  return (
    <>
      <div className="spot-bar">
        <button type="button" className="spot-pair" data-testid="futures-pair-picker" onClick={onPick}>
          <b data-testid="futures-symbol">{pair.symbol}</b>
          <DownOutline />
        </button>
        <span className={`spot-change ${trendOf(pair.change)}`}>{formatPercent(pair.change)}</span>
        <span className="spot-bar-gap" />
        <b className="futures-mark" data-testid="futures-mark">
          {ctx.mark ? formatPrice(ctx.mark, ctx.priceDecimals) : '--'}
        </b>
        <div className="spot-status">
          <PairStatus session={pair.session} testId="futures-session-closed" />
        </div>
      </div>
      <Suspense
        fallback={
          <div className="mini-chart" style={{ minHeight: 168 }} data-testid="futures-chart-loading" />
        }
      >
        <TicketChart symbol={pair.symbol} pricePrecision={pair.price_precision} testId="futures-chart" />
      </Suspense>
      {loggedIn ? (
        // the account's balance and leverages come with the deal: the ticket waits for them
        <QueryView query={deal}>{() => <FuturesForm pair={pair} ctx={ctx} loggedIn />}</QueryView>
      ) : (
        <FuturesForm pair={pair} ctx={ctx} loggedIn={false} />
      )}
      {loggedIn ? (
        <div className="futures-open">
          <PositionList
            status={FUTURES_STATUS.pending}
            compact
            hideEmpty
            title={t('futures.pendingOrders')}
          />
          <div className="futures-open-title">{t('futures.positions')}</div>
          <PositionList status={FUTURES_STATUS.open} compact />
        </div>
      ) : null}
    </>
  );
}

/** Loads the pair, then the ticket; a pair without futures offers the picker. */
export function FuturesTrade({ symbol, onPickSymbol }: { symbol: string; onPickSymbol: () => void }) {
  const { t } = useTranslation();
  const pair = usePair(symbol);
  return (
    <QueryView
      query={pair}
      isEmpty={(p) => !hasFutures(p)}
      empty={
        <EmptyView
          testId="futures-pair-unavailable"
          icon={<SearchOutline />}
          title={t('futures.pairUnavailable')}
          action={
            <Button color="primary" fill="outline" size="small" shape="rounded" onClick={onPickSymbol}>
              {t('futures.choosePair')}
            </Button>
          }
        />
      }
    >
      {(p) => <FuturesBody key={p.symbol} pair={p} onPick={onPickSymbol} />}
    </QueryView>
  );
}

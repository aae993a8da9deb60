import { FUTURES_STATUS } from '@meridian/contract/futures';
import type { FuturesPosition } from '@meridian/contract/futures';
import { Button, Tabs } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PATH } from '../../../lib/paths';
import { LoadMore } from '../../../components/LoadMore';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import {
  useBatchClose,
  useCancelCloseLimit,
  useCancelFutures,
  useCloseFutures,
  useCloseLimit,
  useClosePart,
  useFuturesHistory,
  useFuturesPositions,
  useFuturesTradeFeed,
} from '../data/hooks';
import { useLoggedIn } from '../../../state/session';
import { liveAccountRisk, totalPnl } from '../data/positions';
import { closeLimitProblem, closeLots } from '../data/positionTools';
import { CloseForm, type CloseChoice } from '../components/CloseForm';
import { MarginSheet } from '../components/MarginSheet';
import { useQuotations } from '../../market';
import { flattenPages } from '../../../api/paging';
import { PositionCard } from '../components/PositionCard';
import { RiskHelp } from '../components/RiskHelp';
import { SetStopPopup } from '../components/SetStopPopup';
import { pnlClass } from '../../../components/TicketParts';
import { signedUsdt, usdt } from '../../../lib/usdt';
import '../../../styles/trade.css';
import '../../../styles/orders.css';
import '../../../styles/futures.css';
import { riskPercent } from '../components/positionPercent';

/** Live prices of every pair (daymarket ticks) by symbol. */
function useLivePrices(): ReadonlyMap<string, string> {
  const { pairs } = useQuotations();
  return useMemo(() => new Map((pairs ?? []).map((q) => [q.symbol, q.now_price])), [pairs]);
}

function useConfirmActions() {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const close = useCloseFutures();
  const closePart = useClosePart();
  const closeLimit = useCloseLimit();
  const cancelLimit = useCancelCloseLimit();
  const cancel = useCancelFutures();
  const askClose = async (p: FuturesPosition, mark: string) => {
    // the dialog opens on the whole position at the market; what it was left showing is what is sent
    let choice: CloseChoice = { lots: String(p.share), kind: 'market', price: '' };
    const ok = await overlays.confirm({
      title: t('futures.closeTitle'),
      content: <CloseForm p={p} mark={mark} t={t} onChange={(c) => (choice = c)} />,
      confirmText: <span data-testid="futures-close-confirm">{t('futures.close')}</span>,
      cancelText: t('futures.keep'),
    });
    if (!ok) return;
    const lots = closeLots(choice.lots, p.share);
    const problem =
      lots === null
        ? 'lever_close_share_invalid'
        : choice.kind === 'limit'
          ? closeLimitProblem(p, choice.price, mark)
          : null;
    if (problem || lots === null) {
      Toast.show({ icon: 'fail', content: t(`errors.${problem ?? 'lever_close_share_invalid'}`) });
      return;
    }
    try {
      if (choice.kind === 'limit') {
        await closeLimit.mutateAsync({ body: { id: p.id, share: lots, price: choice.price } });
        Toast.show({ icon: 'success', content: t('futures.closeLimitPlaced') });
      } else if (lots === p.share) {
        await close.mutateAsync({ body: { id: p.id } });
        Toast.show({ icon: 'success', content: t('futures.closedToast') });
      } else {
        await closePart.mutateAsync({ body: { id: p.id, share: lots } });
        Toast.show({ icon: 'success', content: t('futures.closedPartToast', { close: lots }) });
      }
    } catch {
      // toasted by the http helper
    }
  };
  const askCancelLimit = async (p: FuturesPosition) => {
    try {
      await cancelLimit.mutateAsync({ body: { id: p.id } });
      Toast.show({ icon: 'success', content: t('futures.closeLimitCancelled') });
    } catch {
      // toasted by the http helper
    }
  };
  const askCancel = async (p: FuturesPosition) => {
    const ok = await overlays.confirm({
      title: t('futures.cancelTitle'),
      content: <div>{t('futures.cancelText')}</div>,
      confirmText: <span data-testid="futures-cancel-confirm">{t('futures.cancelOrder')}</span>,
      cancelText: t('futures.keep'),
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync({ body: { id: p.id } });
      Toast.show({ icon: 'success', content: t('futures.cancelledToast') });
    } catch {
      // toasted by the http helper
    }
  };
  const busyId = close.isPending
    ? close.variables.body.id
    : closePart.isPending
      ? closePart.variables.body.id
      : closeLimit.isPending
        ? closeLimit.variables.body.id
        : cancel.isPending
          ? cancel.variables.body.id
          : undefined;
  return { askClose, askCancel, askCancelLimit, busyId };
}

/**
 * Open positions (1) or pending limit orders (0), with their actions; `compact` drops the totals; `title`
 * heads the list, and with `hideEmpty` an empty list shows nothing at all (the trade screen's pending orders).
 */
export function PositionList({
  status,
  compact = false,
  title,
  hideEmpty = false,
}: {
  status: 0 | 1;
  compact?: boolean;
  title?: string;
  hideEmpty?: boolean;
}) {
  const { t } = useTranslation();
  const list = useFuturesPositions(status);
  const prices = useLivePrices();
  const { askClose, askCancel, askCancelLimit, busyId } = useConfirmActions();
  const [stop, setStop] = useState<{ p: FuturesPosition; mark: string } | null>(null);
  const [margin, setMargin] = useState<{ p: FuturesPosition; mark: string } | null>(null);
  const rowsOf = (d: NonNullable<typeof list.data>) => flattenPages(d.pages.map((pg) => pg.order));
  return (
    <QueryView query={list} isEmpty={(d) => hideEmpty && rowsOf(d).length === 0}>
      {(d) => {
        const rows = rowsOf(d);
        const head = d.pages[0];
        return (
          <div
            className="pos-list"
            data-testid={`futures-list-${status === FUTURES_STATUS.open ? 'open' : 'pending'}`}
          >
            {title ? <div className="futures-open-title">{title}</div> : null}
            {!compact && status === FUTURES_STATUS.open && head ? (
              <AccountBar
                balance={head.balance}
                risk={liveAccountRisk(head.balance, rows, prices, head.hazard_rate)}
                pnl={totalPnl(rows, prices)}
                rows={rows}
              />
            ) : null}
            {rows.length === 0 ? (
              <EmptyView
                testId={`futures-empty-${status === FUTURES_STATUS.open ? 'open' : 'pending'}`}
                title={status === FUTURES_STATUS.open ? t('futures.noPositions') : t('futures.noPending')}
              />
            ) : (
              rows.map((p) => (
                <PositionCard
                  key={p.id}
                  p={p}
                  livePrice={prices.get(p.symbol)}
                  busy={busyId === p.id}
                  onClose={(x, mark) => void askClose(x, mark)}
                  onSetStop={(x, mark) => setStop({ p: x, mark })}
                  onCancel={(x) => void askCancel(x)}
                  onMargin={(x, mark) => setMargin({ p: x, mark })}
                  onCancelLimit={(x) => void askCancelLimit(x)}
                />
              ))
            )}
            {rows.length > 0 ? (
              <LoadMore hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage()} />
            ) : null}
            <SetStopPopup position={stop?.p ?? null} mark={stop?.mark ?? ''} onClose={() => setStop(null)} />
            <MarginSheet
              position={margin?.p ?? null}
              mark={margin?.mark ?? ''}
              available={head?.balance ?? '0'}
              onClose={() => setMargin(null)}
            />
          </div>
        );
      }}
    </QueryView>
  );
}

function AccountBar(props: { balance: string; risk: string; pnl: string; rows: FuturesPosition[] }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const batch = useBatchClose();
  // attached copies are left to their trader's close: batch close skips them
  const own = props.rows.filter((p) => p.order_type !== 2);
  const longs = own.filter((p) => p.type === 1).length;
  const shorts = own.length - longs;
  const ask = async (type: 0 | 1 | 2) => {
    const which = type === 0 ? 'closeAll' : type === 1 ? 'closeLong' : 'closeShort';
    const count = type === 0 ? own.length : type === 1 ? longs : shorts;
    const ok = await overlays.confirm({
      title: t(`futures.${which}Title`),
      content: <div data-testid="futures-batch-text">{t(`futures.${which}Text`, { count })}</div>,
      confirmText: <span data-testid="futures-batch-confirm">{t(`futures.${which}`)}</span>,
      cancelText: t('futures.keep'),
    });
    if (!ok) return;
    try {
      const res = await batch.mutateAsync({ body: { type } });
      Toast.show({ icon: 'success', content: t('futures.batchClosed', { count: res.closed }) });
    } catch {
      // toasted by the http helper
    }
  };
  return (
    <section className="pos-account" data-testid="futures-account">
      <div className="pos-account-figures">
        <div>
          <span>{t('futures.riskRate')}</span>
          <b data-testid="futures-risk-rate">{riskPercent(props.risk)}</b>
        </div>
        <div>
          <span>{t('futures.unrealised')}</span>
          <b className={pnlClass(props.pnl)} data-testid="futures-total-pnl">
            {signedUsdt(props.pnl)}
          </b>
        </div>
        <div>
          <span>{t('futures.available')}</span>
          <b data-testid="futures-account-balance">{usdt(props.balance)}</b>
        </div>
      </div>
      <RiskHelp kind="account" testId="futures-risk-rate-help" />
      <div className="pos-batch">
        <Button
          size="mini"
          fill="outline"
          disabled={own.length === 0 || batch.isPending}
          data-testid="futures-close-all"
          onClick={() => void ask(0)}
        >
          {t('futures.closeAll')}
        </Button>
        <Button
          size="mini"
          fill="outline"
          disabled={longs === 0 || batch.isPending}
          data-testid="futures-close-long"
          onClick={() => void ask(1)}
        >
          {t('futures.closeLong')}
        </Button>
        <Button
          size="mini"
          fill="outline"
          disabled={shorts === 0 || batch.isPending}
          data-testid="futures-close-short"
          onClick={() => void ask(2)}
        >
          {t('futures.closeShort')}
        </Button>
      </div>
    </section>
  );
}

function HistoryList({ status }: { status: 3 | 4 }) {
  const { t } = useTranslation();
  const list = useFuturesHistory(status);
  const rowsOf = (d: NonNullable<typeof list.data>) => flattenPages(d.pages.map((pg) => pg.message));
  return (
    <QueryView
      query={list}
      isEmpty={(d) => rowsOf(d).length === 0}
      empty={<EmptyView testId="futures-empty-history" title={t('futures.noHistory')} />}
    >
      {(d) => (
        <div
          className="pos-list"
          data-testid={`futures-list-${status === FUTURES_STATUS.closed ? 'closed' : 'cancelled'}`}
        >
          {rowsOf(d).map((p) => (
            <PositionCard key={p.id} p={p} livePrice={undefined} busy={false} />
          ))}
          <LoadMore hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage()} />
        </div>
      )}
    </QueryView>
  );
}

type Tab = 'open' | 'pending' | 'closed' | 'cancelled';
const TABS: Tab[] = ['open', 'pending', 'closed', 'cancelled'];

/** /pages/transaction/contract_order — positions, pending limits and history, with live P&L and every action confirmed. */
export default function FuturesPositionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'open';
  useFuturesTradeFeed();
  const label: Record<Tab, string> = {
    open: t('futures.positions'),
    pending: t('futures.pending'),
    closed: t('futures.status.closed'),
    cancelled: t('futures.status.cancelled'),
  };
  return (
    <div className="page trade-page" data-testid="futures-orders-page">
      <PageNav title={t('pages.futuresOrders')} />
      {loggedIn ? (
        <>
          <Tabs
            activeKey={tab}
            onChange={(k) => setParams(k === 'open' ? {} : { tab: k }, { replace: true })}
            className="orders-tabs"
          >
            {TABS.map((k) => (
              <Tabs.Tab key={k} title={<span data-testid={`futures-tab-${k}`}>{label[k]}</span>} />
            ))}
          </Tabs>
          <div className="page-body">
            {tab === 'open' || tab === 'pending' ? (
              <PositionList
                key={tab}
                status={tab === 'open' ? FUTURES_STATUS.open : FUTURES_STATUS.pending}
              />
            ) : (
              <HistoryList
                key={tab}
                status={tab === 'closed' ? FUTURES_STATUS.closed : FUTURES_STATUS.cancelled}
              />
            )}
          </div>
        </>
      ) : (
        <EmptyView
          testId="futures-login-needed"
          title={t('futures.loginHint')}
          action={
            <Button
              color="primary"
              size="small"
              data-testid="futures-login"
              onClick={() => void navigate(LOGIN_PATH)}
            >
              {t('futures.login')}
            </Button>
          }
        />
      )}
    </div>
  );
}

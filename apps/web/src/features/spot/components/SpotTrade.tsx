import type { PairDetail } from '@meridian/contract/market';
import { endpointSchemas } from '@meridian/contract';
import { spotApi } from '@meridian/contract/spot';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { SearchOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/http';
import { LOGIN_PATH } from '../../../lib/paths';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useStagedCount } from '../../../lib/useStagedCount';
import { usePair } from '../../market';
import { useLoggedIn, usePlaceSpotOrder, useSpotOrderFeed, useSpotWallet } from '../data/account';
import { spotAssetsOf } from '../data/context';
import { useSpotMarket } from '../data/market';
import { spotSummary } from '../forms/summary';
import { toCoinTradeRequest } from '../forms/request';
import { OpenOrders, useOpenOrderCount } from './OpenOrders';
import { ListTabs } from './ListTabs';
import { OrderBook, OrderBookPending } from './OrderBook';
import { PairBar } from './PairBar';
import { RecentTrades } from './RecentTrades';
import { SpotFrame } from './SpotFrame';
import { TicketForm } from './TicketForm';
import { useSpotTicket } from './useSpotTicket';

/** The spot screen of one pair: pair bar, ticket beside the order book, then open orders and recent trades. */

function SpotBody({ pair, onPick }: { pair: PairDetail; onPick: () => void }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const market = useSpotMarket(pair.symbol);
  const wallet = useSpotWallet();
  const assets = spotAssetsOf(wallet.data, pair.currency_id, pair.legal_id);
  const { ticket, act, ctx } = useSpotTicket(pair, assets, market.tops);
  const place = usePlaceSpotOrder(pair.symbol);
  useSpotOrderFeed();
  const pickLevel = useCallback((price: string) => act({ kind: 'bookLevel', price }), [act]);
  // the book's levels a frame after the bar and the ticket (its place drawn as while it loads): with them, the
  // pair's arrival was one long task at 4× CPU
  const bookDrawn = useStagedCount(2, 1) === 2;

  const submit = async () => {
    // the order's schema and its confirmation load on first use (the trade tab opens without them)
    const [, { confirmPlace, placedMessage }] = await Promise.all([
      endpointSchemas(spotApi.trade),
      import('./PlaceConfirm'),
    ]);
    const drafted = toCoinTradeRequest(ticket, ctx);
    if (!drafted) return;
    // the order as the dialog showed it, never the ticket as it is by the time of the answer
    const body = await confirmPlace(overlays, t, drafted, pair, spotSummary(ticket, ctx), ctx);
    if (!body) return;
    try {
      const order = await place.mutateAsync({ body });
      Toast.show({
        icon: order.status === 'cancelled' ? undefined : 'success',
        content: <span data-testid="spot-placed">{placedMessage(t, order)}</span>,
      });
      act({ kind: 'reset' });
    } catch {
      // the http helper toasted the server's localised reason; balances and lists reload either way
    }
  };

  return (
    <>
      <PairBar symbol={pair.symbol} pair={pair} live={market.live} onPick={onPick} />
      {pair.open_coin_trade !== 1 ? (
        <div className="spot-closed" role="alert">
          {t('trade.pairClosed')}
        </div>
      ) : null}
      <div className="spot-main">
        <TicketForm
          pair={pair}
          ticket={ticket}
          ctx={ctx}
          act={act}
          loggedIn={loggedIn}
          balancesKnown={wallet.data !== undefined}
          submitting={place.isPending}
          onSubmit={() => void submit()}
          onLogin={() => void navigate(LOGIN_PATH)}
        />
        {bookDrawn ? (
          <OrderBook pair={pair} onPick={pickLevel} />
        ) : (
          <OrderBookPending base={pair.currency_name} quote={pair.legal_name} />
        )}
      </div>
      <SpotLists pair={pair} loggedIn={loggedIn} />
    </>
  );
}

/** Open orders and recent trades under the ticket, drawn a frame after it: together they made one long task. */
function SpotLists({ pair, loggedIn }: { pair: PairDetail; loggedIn: boolean }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return drawn ? <SpotListTabs pair={pair} loggedIn={loggedIn} /> : null;
}

function SpotListTabs({ pair, loggedIn }: { pair: PairDetail; loggedIn: boolean }) {
  const { t } = useTranslation();
  const openCount = useOpenOrderCount(pair);
  const [tab, setTab] = useState<'orders' | 'trades'>(loggedIn ? 'orders' : 'trades');
  return (
    <div className="spot-lists">
      <ListTabs
        activeKey={tab}
        onChange={setTab}
        className="spot-tabs"
        tabs={[
          {
            key: 'orders',
            title: (
              <span data-testid="spot-tab-orders">
                {t('trade.openOrders')}
                {openCount > 0 ? ` (${openCount})` : ''}
              </span>
            ),
          },
          { key: 'trades', title: <span data-testid="spot-tab-trades">{t('trade.trades')}</span> },
        ]}
      />
      {tab === 'orders' ? <OpenOrders pair={pair} /> : <RecentTrades pair={pair} />}
    </div>
  );
}

/** The screen's frame while the pair's detail loads (not polling yet); a visitor's login button already works. */
function SpotPending({ symbol, onPick }: { symbol: string; onPick: () => void }) {
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  return (
    <SpotFrame
      symbol={symbol}
      loggedIn={loggedIn}
      onPick={onPick}
      onLogin={() => void navigate(LOGIN_PATH)}
    />
  );
}

/** Draws the screen's frame at once, then the screen once the pair loads; an unknown symbol offers the picker. */
export function SpotTrade({ symbol, onPickSymbol }: { symbol: string; onPickSymbol: () => void }) {
  const { t } = useTranslation();
  const pair = usePair(symbol);
  if (pair.error instanceof ApiError && pair.error.type === 'error')
    return (
      <EmptyView
        testId="spot-pair-not-found"
        icon={<SearchOutline />}
        title={t('market.pairNotFound')}
        description={pair.error.message}
        action={
          <Button color="primary" fill="outline" size="small" shape="rounded" onClick={onPickSymbol}>
            {t('trade.choosePair')}
          </Button>
        }
      />
    );
  return (
    <QueryView query={pair} loading={<SpotPending symbol={symbol} onPick={onPickSymbol} />}>
      {(p) => <SpotBody key={p.symbol} pair={p} onPick={onPickSymbol} />}
    </QueryView>
  );
}

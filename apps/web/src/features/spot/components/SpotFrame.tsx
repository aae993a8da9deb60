import { OrderBookPending } from './OrderBook';
import { PairBar } from './PairBar';
import { routeSymbol } from './routeSymbol';
import { TicketPending } from './TicketPending';

/**
 * The spot screen's frame while the pair's detail loads: the bar with the route's symbol, the idle ticket and the
 * book's place, where SpotBody draws them. The page draws it while the pair loads; the build paints it into
 * index.html (app/AppShell.tsx) for a visitor's first visit to the trade tab.
 */
export function SpotFrame(props: {
  symbol: string;
  loggedIn: boolean;
  onPick: () => void;
  onLogin: () => void;
}) {
  const route = routeSymbol(props.symbol);
  return (
    <>
      <PairBar symbol={route.symbol} live={false} onPick={props.onPick} />
      <div className="spot-main">
        <TicketPending
          base={route.base}
          quote={route.quote}
          loggedIn={props.loggedIn}
          onLogin={props.onLogin}
        />
        <OrderBookPending base={route.base} quote={route.quote} />
      </div>
    </>
  );
}

import { lazy, Suspense } from 'react';

// the chart library comes with the first ticket that shows a chart, never with the screen's first route
const MiniChart = lazy(() => import('./MiniChart'));

/** A compact live candle chart of `symbol` above a trading ticket, loaded lazily. */
export function TicketChart(props: { symbol: string; pricePrecision: number; testId: string }) {
  return (
    <div className="mini-chart" data-testid={props.testId}>
      <Suspense fallback={<div className="mini-chart-skeleton" style={{ height: 168 }} />}>
        <MiniChart symbol={props.symbol} pricePrecision={props.pricePrecision} />
      </Suspense>
    </div>
  );
}

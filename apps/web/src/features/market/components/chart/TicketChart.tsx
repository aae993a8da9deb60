import MiniChart from './MiniChart';

/** A compact live candle chart of `symbol` above a trading ticket (market's `loadTicketChart` loads it). */
export default function TicketChart(props: { symbol: string; pricePrecision: number; testId: string }) {
  return (
    <div className="mini-chart" data-testid={props.testId}>
      <MiniChart symbol={props.symbol} pricePrecision={props.pricePrecision} />
    </div>
  );
}

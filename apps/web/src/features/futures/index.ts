/** What other features may use of futures: light hooks, helpers and components — never its pages. */
export { FuturesTrade } from './components/FuturesTicket';
export { PositionCard } from './components/PositionCard';
export { useFuturesTradeFeed } from './data/hooks';
export { futuresKeys } from './data/keys';
export { futuresAccountRows, liveFigures } from './data/positions';

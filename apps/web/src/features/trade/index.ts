/** What other features may use of trade: light hooks, helpers and components — never its pages. */
export { PairPicker } from './components/PairPicker';
export { rememberSymbol, symbolFromParams, tradePath } from './components/symbol';
export { TicketPage } from './components/TicketPage';
export { DEFAULT_SPOT_SYMBOL } from './components/symbol';
export { TradeTop } from './components/TradeTop';

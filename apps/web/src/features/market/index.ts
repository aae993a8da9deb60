/** What other features may use of market: light hooks, helpers and components — never its pages. */
export { usePair, useQuotations } from './data/hooks';
export { marketKeys } from './data/keys';
export { flattenGroups, topMovers } from './data/quotes';
export type { MoverKind } from './data/quotes';
export { useFavoriteAction } from './data/useFavoriteAction';
/** The tickets' live chart, loaded on demand: the chart library never weighs on a tab's first route. */
export const loadTicketChart = () => import('./components/chart/TicketChart');

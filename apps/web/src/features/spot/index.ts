/** What other features may use of spot: light hooks, helpers and components — never its pages. */
export { SPOT_ORDERS_PATH } from './components/OpenOrders';
export { SpotTrade } from './components/SpotTrade';
export { SpotFrame } from './components/SpotFrame';

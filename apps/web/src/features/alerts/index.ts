/** What other features may use of the price alerts: the bell of a pair's screens and the alerts page's path. */
export { AlertBell } from './components/AlertBell';
export { ALERTS_PATH } from './paths';

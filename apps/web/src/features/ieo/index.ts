/** What other features may use of ieo: light hooks, helpers and components — never its pages. */
export { PhaseCountdown, SubscribedBar } from './components/parts';
export { useIeoProjects } from './data/hooks';
export { IEO_LIST, IEO_ORDERS, ieoProjectPath } from './paths';

/** What other features may use of demo: light hooks, helpers and components — never its pages. */
export { DemoBanner, DemoNotice } from './components/DemoBanner';
export { DemoFundsCard } from './components/DemoFundsCard';
export { useDemoStatus } from './data/demo';

/** What other features may use of copytrade: light hooks, helpers and components — never its pages. */
export { useSelfHolding } from './data/hooks';

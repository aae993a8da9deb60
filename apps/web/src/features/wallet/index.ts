/** What other features may use of wallet: light hooks, helpers and components — never its pages. */
export { accountOf, rowOf } from './data/accounts';
export { useWalletBalances } from './data/hooks';
export { walletKeys } from './data/keys';

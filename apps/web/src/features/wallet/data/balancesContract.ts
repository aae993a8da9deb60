/*
 * The balances' part of the contract's wallet, from its own module: the contract's wallet index also holds the
 * bank rails (an IBAN library), deposits, conversion and every language's statement texts, which the screens
 * showing a balance (home's demo card, trade's tickets) would then bring along.
 */
export { ACCOUNT_FIELDS, walletApi } from '../../../../../../packages/contract/src/wallet/wallet';

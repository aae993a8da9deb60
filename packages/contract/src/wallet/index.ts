/** Wallet: balances, funds, conversion, currencies, bank rails, addresses and statements. */
export * from './addresses';
export * from './bank-rails';
export * from './conversion';
export * from './currency';
export * from './funds';
export * from './wallet';
/** What moves a balance and how a statement line is called in each language. */
export * from './statements';

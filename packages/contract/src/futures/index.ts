/** Futures: positions, orders, deals and their math. */
export * from './futures';
export * from './futures-math';

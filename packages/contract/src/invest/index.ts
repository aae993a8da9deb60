/** Invest: dual-currency products and orders. */
export * from './invest';

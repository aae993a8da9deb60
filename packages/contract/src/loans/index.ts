/** Loans: products, loans, repayments and the operator screens. */
export * from './loans';
export * from './loans-rules';
export * from './ops-loans';

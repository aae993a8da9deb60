/** OTC: ads, orders and the operator screens. */
export * from './ops-otc';
export * from './otc';
export * from './otc-rules';

/** Spot: orders, fills and their math. */
export * from './spot';
export * from './spot-math';
export * from './stop-math';

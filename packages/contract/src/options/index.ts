/** Options: seconds options, their tiers and orders. */
export * from './ops-options';
export * from './options';

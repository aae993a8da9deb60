/**
 * Spot: orders, fills and their math. The stop-limit and OCO math is its own subpath (`@meridian/contract/spot/stops`),
 * so the trade tab's first route, which imports this barrel, does not carry it.
 */
export * from './spot';
export * from './spot-math';

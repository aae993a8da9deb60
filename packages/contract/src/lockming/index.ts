/** Lock mining: products, orders and dividends. */
export * from './lockming';

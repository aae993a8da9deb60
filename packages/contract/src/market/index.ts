/** Market: symbols, quotes, candles and fiat rates. */
export * from './market';

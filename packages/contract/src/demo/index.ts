/** The demo account. */
export * from './demo';

/** IEO: token sale projects and subscriptions. */
export * from './ieo';

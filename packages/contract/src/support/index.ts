/** Support: threads, messages and the operator inbox. */
export * from './ops-support';
export * from './support';
export * from './support-timeline';
export * from './support-views';

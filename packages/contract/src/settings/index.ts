/** Settings: site settings and the user's own (payment methods, security, preferences). */
export * from './settings';

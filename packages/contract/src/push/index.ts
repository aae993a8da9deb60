/** Push: Web Push subscriptions of the user's devices and the categories pushed to them. */
export * from './categories';
export * from './payload';
export * from './push';

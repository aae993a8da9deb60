export * from './envelope';
export * from './pagination';
export * from './constants';
export * from './enums';
export * from './errors';
export * from './validation';
export * from './languages';
export * from './realtime';
export * from './endpoints/account';
export * from './endpoints/common';
export * from './endpoints/market';
export * from './decimal';
export * from './addresses';
export * from './endpoints/settings';
export * from './endpoints/kyc';
/** Server message catalogue in the nine languages, shared with the web app. */
export { MESSAGES } from './messages';
export * from './endpoints/wallet';
export * from './endpoints/funds';

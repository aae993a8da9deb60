export * from './types';
export * from './state';
export * from './summary';
export * from './errors';
export * from './request';

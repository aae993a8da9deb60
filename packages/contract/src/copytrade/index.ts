/** Copy trading: traders, their terms, and the follower side. */
export * from './copytrade';
export * from './follow';
export * from './follow-rules';

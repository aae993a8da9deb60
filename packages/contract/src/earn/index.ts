/** Earn: the rules the earn products share and their operator screens. */
export * from './earn-rules';
export * from './ops-earn';

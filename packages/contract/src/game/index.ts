/** Game: the in-app game. */
export * from './game';

/** Price alerts: the calls, the views and the rules the web and the server share. */
export * from './alerts-rules';
export * from './alerts';

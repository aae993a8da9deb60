/** Account: sign-up, sign-in, password recovery and the profile. */
export * from './account';

/** Security: second factors (authenticator, passkeys, recovery codes), step-up proofs and withdrawal protections. */
export * from './step-up';
export * from './security';

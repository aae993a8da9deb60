/** KYC: identity verification. */
export * from './kyc';

/** Account types. */
export const ACCOUNT_TYPE = { legal: 1, change: 2, lever: 3, micro: 4 } as const;
export type AccountTypeName = keyof typeof ACCOUNT_TYPE;

/** Identity verification states. */
export const KYC_STATE = ['not_verified', 'verifying', 'verified', 'audit_failed'] as const;
export type KycState = (typeof KYC_STATE)[number];

/** Scenes a verification code is bound to. */
export const CODE_SCENES = [
  'register',
  'forget',
  'pay_password',
  'bind_mobile',
  'bind_email',
  'real',
] as const;
export type CodeScene = (typeof CODE_SCENES)[number];

/** Channels an outgoing message travels on. */
export const CHANNELS = ['email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * What operators' second factor needs of the security module's generic pieces (ops.module.ts wires them from
 * the security module's entry): the secret box secrets are sealed with, and TOTP codes checked by their step.
 */
export interface FactorKit {
  /** Seals a secret for storage (AES-256-GCM under SECURITY_SECRET). */
  seal(plain: string): string;
  /** Opens a sealed secret; throws when it was tampered with. */
  open(sealed: string): string;
  /** A new base32 TOTP secret and the otpauth URI an authenticator app scans. */
  newTotp(label: string, issuer: string): { secret: string; uri: string };
  /** The 30-s step `code` belongs to, within TOTP_WINDOW of now; null when it matches none. */
  totpStep(secret: string, code: string): number | null;
  /** RECOVERY_CODE_COUNT new `xxxxx-xxxxx` recovery codes. */
  newRecoveryCodes(): string[];
  /** The stored form of a recovery code, as typed or as the contract normalises it. */
  recoveryCodeHash(code: string): string;
}

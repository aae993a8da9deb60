/**
 * The security module's entry: other modules import from here only. Second factors, step-up proofs (spent by
 * the guarded calls of other modules inside their transactions), withdrawal pauses and the security overview.
 */
export { consumeStepUp, type StepUpUse } from './step-ups.commands';
export { factorsOf, hasSecondFactor } from './factors';
export { pauseWithdrawals, withdrawalPause, type PauseReason } from './pauses';
export { readOverview } from './overview';
export type { SecurityNotice, SecurityNoticeKey } from './notices.service';
export type { PasskeyAssertion, PasskeyVerifier } from './factors.deps';
export { FactorsService, type FactorInput, type ProvenFactor } from './factors.service';
export { securityModule } from './security.module';
// generic pieces the ops module's operator second factor reuses
export { SecretBox } from './secret-box';
export { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep } from './totp';

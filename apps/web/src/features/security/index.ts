/** What other features may use of the security center: its group, the step-up, the sign-in second step. */
export { AntiPhishingChip } from './components/AntiPhishingChip';
export { PasskeySignIn } from './components/passkeys/PasskeySignIn';
export { SecondFactorStep } from './components/SecondFactorStep';
export { SignInReview } from './components/SignInReview';
export type { SecondFactorFields } from './components/SecondFactorStep';
export { TwoFactorGroup } from './components/TwoFactorGroup';
export { useStepUp } from './components/useStepUp';
export type { StepUp } from './components/useStepUp';
export { needsSecondFactor } from './forms/secondFactor';
export { StepUpCancelled, pendingProof, withProof } from './forms/stepUp';

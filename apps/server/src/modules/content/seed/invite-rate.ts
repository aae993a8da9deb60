/**
 * The invitation rebate rate the articles quote, in percent of the referee's trading fee. Until the invite
 * module publishes INVITE_REBATE_PERCENT in `packages/contract/src/endpoints/invite.ts`, the brief's 20 % stands
 * here; then this file re-exports the contract's constant.
 */
export const INVITE_REBATE_PERCENT = '20';

/**
 * The seconds-options ticket as pure TS (micro-trade order), split like forms/spot: types, state,
 * summary (payout, profit, break-even win rate — the contract's helpers), errors (stake outside the tier /
 * currency limits or above the options balance, product unavailable) and the submit body.
 */

export type OptionDirection = 'up' | 'down';

export interface OptionTier {
  seconds: number;
  /** Percent, e.g. "80". */
  ratio: string;
  min: string;
  max: string;
}

export interface OptionsTicket {
  seconds: number | null;
  stake: string;
}

export interface OptionsContext {
  available: boolean;
  tiers: readonly OptionTier[];
  /** The pay currency's own limits ('0' or '' = none). */
  currencyMin: string;
  currencyMax: string;
  /** Options balance (USDT); null while unknown (visitor or loading). */
  balance: string | null;
}

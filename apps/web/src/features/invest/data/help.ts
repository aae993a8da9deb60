import {
  INVEST_SAMPLE_MINUTES,
  INVEST_SETTLE_HOUR_UTC,
  investPayout,
  investYieldFactor,
} from '@meridian/contract/earn';
import type { InvestType } from '@meridian/contract/earn';

/**
 * The worked example of the help screen, computed with the contract's formula so the page can never
 * disagree with a settlement: 1 BTC (call) or 50,000 USDT (put), linked price 100,000, APR 36.5 %, 10 days —
 * factor 1 + 10 × 36.5 % / 365 = 1.01.
 */
export const HELP_TERMS = { linkedPrice: '100000', aprPct: '36.5', days: 10 } as const;
export const HELP_DEPOSIT: Record<InvestType, string> = { call: '1', put: '50000' };
const DECIMALS = { coin: 8, usdt: 6 };

export interface HelpExample {
  type: InvestType;
  deposit: string;
  factor: string;
  /** Settled below (a call) / at or below (a put) the linked price, and the other case. */
  below: { currency: 'coin' | 'usdt'; amount: string };
  above: { currency: 'coin' | 'usdt'; amount: string };
}

export function helpExample(type: InvestType): HelpExample {
  const terms = { type, amount: HELP_DEPOSIT[type], ...HELP_TERMS };
  const linked = Number(HELP_TERMS.linkedPrice);
  const below = investPayout(terms, String(linked - 1000), DECIMALS);
  const above = investPayout(terms, String(linked + 1000), DECIMALS);
  return {
    type,
    deposit: HELP_DEPOSIT[type],
    factor: investYieldFactor(HELP_TERMS.aprPct, HELP_TERMS.days).toFixed(),
    below: { currency: below.currency, amount: below.amount.toFixed() },
    above: { currency: above.currency, amount: above.amount.toFixed() },
  };
}

/** "08:00 UTC" and the sample window "07:30–08:00 UTC". */
export const SETTLE_TIME_UTC = `${String(INVEST_SETTLE_HOUR_UTC).padStart(2, '0')}:00`;
export const SAMPLE_WINDOW_UTC = `${String(INVEST_SETTLE_HOUR_UTC - 1).padStart(2, '0')}:${String(60 - INVEST_SAMPLE_MINUTES).padStart(2, '0')}–${SETTLE_TIME_UTC}`;

import { formatNumber } from '../../../lib/format';

/** A demo-funds amount as the CTA says it: "10,000" (grouped in the user's language, no needless decimals). */
export function demoAmount(value: string): string {
  return formatNumber(value, { decimals: 2, minDecimals: 0, rounding: 'down' });
}

export const DEMO_PATH = '/pages/common/demo';

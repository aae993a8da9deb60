/**
 * Shared UI of the earn screens (IEO, lock mining, invest, the financial hub). Texts live in the
 * `earn.*` keys of i18n/locales/earn/*.json.
 * - Countdown   a live countdown to an ISO time, with a label; `onDone` once reached.
 * - ProgressBar a labelled 0–100 bar from a decimal-string percentage.
 * - DemoTag     the "Demo" label of a demo product.
 * - useNow      the current time, re-read every second.
 */
export { Countdown, useNow } from './Countdown';
export { ProgressBar } from './ProgressBar';
export { DemoTag } from './DemoTag';
export { countdownParts, clockOf, barWidth } from './countdown';

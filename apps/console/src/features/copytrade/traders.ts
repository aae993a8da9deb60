import { TRADER_STATES } from '@meridian/contract/copytrade';
import type { FuturesRecord, TraderState, TraderStats } from '@meridian/contract/copytrade';
import { S } from '../../strings';
import { COPY } from './strings';
import { formatAmount, formatDate, formatTime } from '../../lib/format';

/**
 * The copy-traders screen's pure parts: which view and state the URL asks for, and the read-only facts of an
 * applicant's futures record and of a trader's statistics as label/value pairs. Money stays a decimal string
 * from the reply to the screen (formatAmount is string work), and nothing here produces an input.
 */

export const TRADER_VIEWS = ['applications', 'traders'] as const;
export type TradersView = (typeof TRADER_VIEWS)[number];

/** `#/traders?view=traders` → the traders list; anything else → the applications queue. */
export function readView(params: URLSearchParams): TradersView {
  return params.get('view') === 'traders' ? 'traders' : 'applications';
}

/** The traders list's state (`status=revoked`), else active. */
export function readTraderStatus(params: URLSearchParams): TraderState {
  const raw = params.get('status');
  return TRADER_STATES.find((s) => s === raw) ?? 'active';
}

/** A decimal percentage for reading: '58.3300' → '58.33 %'. */
export function percent(value: string): string {
  return `${formatAmount(value)} %`;
}

/** A signed amount: gains carry '+', losses '-', zero neither ('12.50' → '+12.5', '-3' → '-3', '0.00' → '0'). */
export function signedAmount(value: string): string {
  const text = formatAmount(value);
  if (!/[1-9]/.test(text)) return text.replace(/^-/, '');
  if (!/^\d/.test(text)) return text;
  return /[1-9]/.test(text) ? `+${text}` : text;
}

/** Whether a decimal string is below zero (a loss shown in red). */
export function isNegative(value: string): boolean {
  return /^-/.test(value.trim()) && /[1-9]/.test(value);
}

export interface Fact {
  label: string;
  value: string;
  /** 'up' / 'down' for a gain or loss, colouring only. */
  tone?: 'up' | 'down';
}

const tone = (value: string): Fact['tone'] =>
  isNegative(value) ? 'down' : /[1-9]/.test(value) ? 'up' : undefined;

/** The applicant's futures record (all time, closed positions): count, win rate, P&L, ROI, volume, first trade. */
export function recordFacts(record: FuturesRecord): Fact[] {
  if (record.closed_count === 0) return [{ label: COPY.factClosed, value: COPY.noTrades }];
  return [
    { label: COPY.factClosed, value: `${record.closed_count} (${record.profit_count} ↑)` },
    { label: COPY.factWinRate, value: percent(record.correct_rate) },
    { label: COPY.factPnl, value: signedAmount(record.total_profits), tone: tone(record.total_profits) },
    { label: COPY.factRoi, value: percent(record.total_income_rate), tone: tone(record.total_income_rate) },
    { label: COPY.factVolume, value: formatAmount(record.volume) },
    { label: COPY.factFirstTrade, value: record.first_trade_at ? formatDate(record.first_trade_at) : S.none },
  ];
}

/** A trader's computed statistics (as the server sent them; shown, never edited). */
export function statsFacts(stats: TraderStats): Fact[] {
  return [
    { label: COPY.factClosed, value: `${stats.closed_count} (${stats.profitCount} ↑ ${stats.fallCount} ↓)` },
    { label: COPY.factWinRate, value: percent(stats.correct_rate) },
    { label: COPY.factPnl, value: signedAmount(stats.total_profits), tone: tone(stats.total_profits) },
    { label: COPY.factRoi, value: percent(stats.total_income_rate), tone: tone(stats.total_income_rate) },
    {
      label: COPY.factDrawdown,
      value: `${formatAmount(stats.max_drawdown)} (${percent(stats.max_drawdown_rate)})`,
    },
    { label: COPY.factFollowers, value: String(stats.follow_num) },
    {
      label: COPY.factFollowersPnl,
      value: signedAmount(stats.followers_profits),
      tone: tone(stats.followers_profits),
    },
    {
      label: COPY.factOpen,
      value: `${stats.position_count} · ${formatAmount(stats.position_valuation)} USDT`,
    },
    { label: COPY.factComputed, value: formatTime(stats.computed_at) },
  ];
}

import type { LangCode, NotificationMessage } from '@meridian/contract';
import { formatAsset } from '../../../lib/format';
import { renderNotificationIn } from './texts';

/**
 * The toast of a settled option, from its `notification` push: the result in the reader's
 * language (the notification's title: won, lost, draw, refunded), the amount it made or cost, and the pair.
 */
export interface OptionResultToast {
  key: 'option_won' | 'option_lost' | 'option_draw' | 'option_void';
  title: string;
  /** Signed for a win or a loss ("+8.00 USDT", "−10.00 USDT"); the returned stake for a draw or a refund. */
  amount: string;
  tone: 'up' | 'down' | 'flat';
  /** e.g. "BTC/USDT · 30s". */
  detail: string;
}

const OPTION_KEYS = ['option_won', 'option_lost', 'option_draw', 'option_void'] as const;
type OptionKey = (typeof OPTION_KEYS)[number];
const isOptionKey = (key: string): key is OptionKey => (OPTION_KEYS as readonly string[]).includes(key);

/** The toast of an option push (its title in the reader's language, fetched once), or undefined for any other push. */
export async function optionResultToast(
  push: Pick<NotificationMessage, 'key' | 'params'>,
  lang: LangCode,
): Promise<OptionResultToast | undefined> {
  if (!isOptionKey(push.key)) return undefined;
  const p = push.params;
  const currency = String(p.currency ?? '');
  // at the currency's display precision in the reader's separators (USDT 2 decimals: "+8,00 USDT" in fra)
  const shown = (v: unknown) =>
    formatAsset(
      (typeof v === 'string' || typeof v === 'number' ? String(v) : '').replace(/^[+-]/, ''),
      8,
      currency,
      lang,
    );
  const stake = shown(p.stake);
  const profit = shown(p.profit);
  const { title } = await renderNotificationIn(push.key, p, lang);
  const amount =
    push.key === 'option_won'
      ? `+${profit} ${currency}`
      : push.key === 'option_lost'
        ? `−${stake} ${currency}`
        : `${stake} ${currency}`;
  const tone = push.key === 'option_won' ? 'up' : push.key === 'option_lost' ? 'down' : 'flat';
  return {
    key: push.key,
    title,
    amount,
    tone,
    detail: `${String(p.symbol ?? '')} · ${String(p.seconds ?? '')}s`,
  };
}

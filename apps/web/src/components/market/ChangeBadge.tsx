import { formatPercent, trendOf } from '../../lib/format';

/** 24 h change as a filled badge in the spec colours (up green, down red, zero grey); fixed width. */
export function ChangeBadge({ change, testId }: { change: string; testId?: string }) {
  return (
    <span className={`chg-badge ${trendOf(change)}`} data-testid={testId}>
      {formatPercent(change)}
    </span>
  );
}

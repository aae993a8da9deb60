import type { ReactNode } from 'react';
import { formatPercentFigure } from '../../lib/format';
import { barWidth } from './countdown';
import './earn.css';

/**
 * A labelled progress bar: `label` on the left, the percentage (or `detail`) on the right, the bar below.
 * `percent` is 0–100 as a decimal string from the server (e.g. an IEO's subscribed share, an invest product's
 * sold share); it is clamped for the bar and printed with two decimals in the user's locale.
 *
 *   <ProgressBar label={t('invest.sold')} percent={soldPercent(p.remaining, p.total)} />
 */
export function ProgressBar({
  percent,
  label,
  detail,
  testId = 'earn-progress',
  tone = 'brand',
}: {
  percent: string | number;
  label?: ReactNode;
  detail?: ReactNode;
  testId?: string;
  tone?: 'brand' | 'up';
}) {
  const width = barWidth(percent);
  return (
    <div className="earn-progress" data-testid={testId}>
      {label !== undefined || detail !== undefined ? (
        <div className="earn-progress-head">
          <span>{label}</span>
          <span className="earn-progress-value">
            {detail ?? formatPercentFigure(String(percent), { decimals: 2 })}
          </span>
        </div>
      ) : null}
      <div
        className="earn-progress-track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
      >
        <div className={`earn-progress-fill ${tone}`} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

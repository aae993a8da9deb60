import type { CopyWindow } from '@meridian/contract/copytrade';
import { COPY_WINDOWS } from '@meridian/contract/copytrade';
import { Avatar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ChipTabs } from '../../../components/ChipTabs';
import { PagedView, type PagedViewProps } from '../../../components/PagedView';
import { formatAsset, formatPercent, formatPercentFigure } from '../../../lib/format';
import { formatSigned } from '../../../lib/money';
import { pnlClass } from '../../../components/TicketParts';
import '../../../styles/futures.css';

/** Small pieces shared by the copy-trading screens. */

export const usdt = (v: string): string => formatAsset(v, 6, 'USDT');
export const signedUsdt = (v: string): string => formatSigned(v, 6, 'USDT');
/** A rate already in percent, signed ("+12.50%"). */
export const pct = (v: string): string => formatPercent(v);
/** A rate already in percent, unsigned ("62.50%"). */
export const plainPct = (v: string): string => formatPercentFigure(v);

export function TraderAvatar({ src, size = 44 }: { src: string; size?: number }) {
  return <Avatar src={src} style={{ '--size': `${size}px`, '--border-radius': '50%' }} />;
}

/** The label of an automated demo trader: shown wherever the trader is. */
export function DemoBadge({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="copy-demo" data-testid={testId} title={t('copy.demoHint')}>
      {t('copy.demo')}
    </span>
  );
}

export function Signed({ value, testId, unit }: { value: string; testId?: string; unit?: string }) {
  return (
    <span className={pnlClass(value)} data-testid={testId}>
      {signedUsdt(value)}
      {unit ? ` ${unit}` : ''}
    </span>
  );
}

/** Chips to pick one of a few values (window, sort, scope). */
export function Chips<T extends string | number>(props: {
  value: T;
  options: { value: T; label: string }[];
  testId: string;
  onChange: (v: T) => void;
}) {
  return <ChipTabs className="copy-chips" {...props} />;
}

export function WindowChips({ value, onChange }: { value: CopyWindow; onChange: (w: CopyWindow) => void }) {
  const { t } = useTranslation();
  return (
    <Chips
      value={value}
      testId="copy-window"
      options={COPY_WINDOWS.map((w) => ({ value: w, label: t('copy.days', { count: w }) }))}
      onChange={onChange}
    />
  );
}

/** A paged list with its four states (loading, error with retry, empty with its words, rows + load more). */
export function PagedList<T>(props: Omit<PagedViewProps<T>, 'className' | 'emptyAction'>) {
  return <PagedView className="copy-list" {...props} />;
}

/** The cumulative rate of return of a window as a small line (the leaderboard card). */
export function Sparkline({ points, testId }: { points: string[]; testId?: string }) {
  const values = points.map(Number).filter((v) => Number.isFinite(v));
  if (values.length < 2)
    return <svg className="copy-spark" viewBox="0 0 100 32" aria-hidden data-testid={testId} />;
  const min = Math.min(...values, 0);
  const max = Math.max(...values, 0);
  const span = max - min || 1;
  const step = 100 / (values.length - 1);
  const path = values.map((v, i) => `${(i * step).toFixed(1)},${(30 - ((v - min) / span) * 28).toFixed(1)}`);
  const last = values[values.length - 1] ?? 0;
  const zero = (30 - ((0 - min) / span) * 28).toFixed(1);
  return (
    <svg
      className={`copy-spark ${last < 0 ? 'down' : 'up'}`}
      viewBox="0 0 100 32"
      aria-hidden
      data-testid={testId}
    >
      <line x1="0" x2="100" y1={zero} y2={zero} className="copy-spark-zero" />
      <polyline points={path.join(' ')} fill="none" />
    </svg>
  );
}

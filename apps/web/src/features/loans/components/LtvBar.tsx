import type { Decimal } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { ltvBarWidth, ltvZone } from '../data/loan';
import { ltvPct, pct } from './parts';

/**
 * The LTV on a 0–100 % track: the fill is the LTV now (green below the margin-call LTV, amber from it, red at
 * the liquidation LTV), with marks at the initial, margin-call and liquidation LTVs.
 */
export function LtvBar({
  ltv,
  initial,
  marginCall,
  liquidation,
  testId = 'loan-ltv-bar',
}: {
  ltv: Decimal | null;
  initial: string;
  marginCall: string;
  liquidation: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const zone = ltvZone(ltv, { margin_call_ltv: marginCall, liquidation_ltv: liquidation });
  const width = ltvBarWidth(ltv);
  const marks = [
    { key: 'initial', at: initial, label: t('loans.initialLtv') },
    { key: 'margin', at: marginCall, label: t('loans.marginCallLtv') },
    { key: 'liquidation', at: liquidation, label: t('loans.liquidationLtv') },
  ];
  return (
    <div className={`loan-ltv ${zone}`} data-testid={testId} data-zone={zone}>
      <div
        className="loan-ltv-track"
        role="meter"
        aria-label={t('loans.liveLtv')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(width)}
        aria-valuetext={ltvPct(ltv)}
      >
        <div className="loan-ltv-fill" style={{ width: `${width}%` }} data-testid={`${testId}-fill`} />
        {marks.map((m) => (
          <span
            key={m.key}
            className={`loan-ltv-mark ${m.key}`}
            style={{ left: `${Number(m.at)}%` }}
            title={m.label}
          />
        ))}
      </div>
      <div className="loan-ltv-legend">
        {marks.map((m) => (
          <span key={m.key} className={m.key}>
            {m.label} {pct(m.at, 2)}
          </span>
        ))}
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { followPreview } from '../data/preview';
import type { CopyType } from '../data/preview';
import { formatNumber } from '../../../lib/format';

/** What a trader order of 1, 3 and 10 lots becomes as my copy, with the contract's copyLots. */
export function FollowPreviewBox({ type, number }: { type: CopyType; number: string }) {
  const { t } = useTranslation();
  const preview = followPreview(type, number);
  if (!preview)
    return (
      <div className="follow-preview" data-testid="follow-preview">
        <span className="muted">{t('copy.previewInvalid')}</span>
      </div>
    );
  return (
    <div className="follow-preview" data-testid="follow-preview">
      <div className="follow-preview-title">
        {type === 1
          ? t('copy.previewMultiple', { number: formatNumber(preview.effective, { decimals: 2 }) })
          : t('copy.previewLots', { size: t('copy.lotsN', { count: Number(preview.effective) }) })}
      </div>
      {preview.rounded ? (
        <div className="follow-preview-note" data-testid="follow-preview-rounded">
          {t('copy.previewRounded', { number: formatNumber(preview.effective, { decimals: 2 }) })}
        </div>
      ) : null}
      <table>
        <thead>
          <tr>
            <th>{t('copy.traderOrder')}</th>
            <th>{t('copy.yourCopy')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((r) => (
            <tr key={r.traderLots} data-testid={`follow-preview-${r.traderLots}`} data-lots={r.copyLots}>
              <td>{r.traderLots}</td>
              <td className={r.skipped ? 'down' : ''}>{r.skipped ? t('copy.previewSkipped') : r.copyLots}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="follow-preview-note">{t('copy.previewNote')}</div>
    </div>
  );
}

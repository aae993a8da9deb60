import type { CurrencyItem } from '@meridian/contract/wallet';
import { DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerSheet } from '../../../components/PickerSheet';
import { CoinBadge } from './CoinBadge';

/** A select-like currency field opening a bottom sheet (deposit and withdraw). */
export function CurrencyField({
  value,
  options,
  onPick,
  testId,
}: {
  value: CurrencyItem;
  options: readonly CurrencyItem[];
  onPick: (id: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="field">
      <span className="field-label">{t('fund.currency')}</span>
      <button type="button" className="field-select" data-testid={testId} onClick={() => setOpen(true)}>
        <span className="currency-value">
          <CoinBadge name={value.name} size={24} />
          <b>{value.name}</b>
          <small>{value.full_name}</small>
        </span>
        <DownOutline />
      </button>
      <PickerSheet
        visible={open}
        title={t('fund.chooseCurrency')}
        testId={`${testId}-sheet`}
        value={String(value.id)}
        options={options.map((c) => ({ value: String(c.id), label: c.name, extra: c.networks.join(' / ') }))}
        onClose={() => setOpen(false)}
        onPick={(v) => {
          setOpen(false);
          onPick(Number(v));
        }}
      />
    </div>
  );
}

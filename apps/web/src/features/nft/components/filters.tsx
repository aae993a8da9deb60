import { NFT_TYPES } from '@meridian/contract/nft';
import { useTranslation } from 'react-i18next';
import { ChipTabs } from '../../../components/ChipTabs';
import { useNftCurrencies } from '../data/hooks';

/** The marketplace's filters: currency, media type, sale status ('' = any). */
export interface MarketFilter {
  currency: string;
  type: string;
  status: string;
}

export const NO_FILTER: MarketFilter = { currency: '', type: '', status: '' };

export function MarketFilters({
  value,
  onChange,
}: {
  value: MarketFilter;
  onChange: (f: MarketFilter) => void;
}) {
  const { t } = useTranslation();
  const currencies = useNftCurrencies();
  const any = { value: '', label: t('nft.filter.any') };
  return (
    <div className="nft-filters" data-testid="nft-filters">
      <ChipTabs
        className="nft-chips"
        testId="nft-filter-currency"
        value={value.currency}
        options={[any, ...(currencies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
        onChange={(currency) => onChange({ ...value, currency })}
      />
      <ChipTabs
        className="nft-chips"
        testId="nft-filter-type"
        value={value.type}
        options={[any, ...NFT_TYPES.map((n) => ({ value: String(n), label: t(`nft.type.${n}`) }))]}
        onChange={(type) => onChange({ ...value, type })}
      />
      <ChipTabs
        className="nft-chips"
        testId="nft-filter-status"
        value={value.status}
        options={[
          any,
          { value: '1', label: t('nft.state.onSale') },
          { value: '2', label: t('nft.state.notStarted') },
          { value: '0', label: t('nft.state.ended') },
        ]}
        onChange={(status) => onChange({ ...value, status })}
      />
    </div>
  );
}

/** The list request's fields for a filter. */
export function filterFields(f: MarketFilter): {
  currency?: number;
  type?: 1 | 2 | 3 | 4;
  status?: 0 | 1 | 2;
} {
  return {
    ...(f.currency ? { currency: Number(f.currency) } : {}),
    ...(f.type ? { type: Number(f.type) as 1 | 2 | 3 | 4 } : {}),
    ...(f.status ? { status: Number(f.status) as 0 | 1 | 2 } : {}),
  };
}

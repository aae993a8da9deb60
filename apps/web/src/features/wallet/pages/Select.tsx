import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { accountOf, currencyChoices, searchCurrencies } from '../data/accounts';
import { useWalletBalances } from '../data/hooks';
import { CoinBadge } from '../components/CoinBadge';
import { formatAmount } from '../../../lib/money';
import './fund.css';

/** Where a picked currency goes: `?next=transfer` opens the transfer form, anything else its records. */
const NEXT: Record<string, (id: number) => string> = {
  transfer: (id) => `/pages/fund/fundTransfer?currency=${id}`,
  record: (id) => `/pages/fund/assets_record?currency=${id}`,
};

/** /pages/fund/select — currency select list with search. */
export default function SelectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState('');
  const balances = useWalletBalances();
  const next = NEXT[params.get('next') ?? ''] ?? NEXT.record!;

  const body = (
    <QueryView
      query={balances}
      isEmpty={(data) => searchCurrencies(currencyChoices(data), text).length === 0}
      empty={<EmptyView title={t('fund.noCurrency')} />}
    >
      {(data) => {
        const spot = accountOf(data, 'change').balance;
        return (
          <div data-testid="select-list">
            {searchCurrencies(currencyChoices(data), text).map((c) => (
              <button
                key={c.id}
                type="button"
                className="select-row"
                data-testid={`select-${c.name}`}
                onClick={() => void navigate(next(c.id))}
              >
                <CoinBadge name={c.name} size={28} />
                <span className="name">{c.name}</span>
                <span className="extra">
                  {formatAmount(spot.find((r) => r.currency === c.id)?.available ?? '0', c.precision)}
                </span>
              </button>
            ))}
          </div>
        );
      }}
    </QueryView>
  );

  return (
    <div className="page fund" data-testid="select-page">
      <PageNav title={t('pages.fundSelect')} />
      <div className="page-body">
        <SearchBar
          className="select-search"
          placeholder={t('fund.searchCurrency')}
          value={text}
          onChange={setText}
          data-testid="select-search"
        />
        {body}
      </div>
    </div>
  );
}

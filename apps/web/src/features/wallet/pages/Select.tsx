import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { EmptyView, ErrorView, LoadingView } from '../../../components/StateViews';
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

  let body;
  if (balances.isPending) body = <LoadingView />;
  else if (balances.isError) body = <ErrorView onRetry={() => void balances.refetch()} />;
  else {
    const list = searchCurrencies(currencyChoices(balances.data), text);
    const spot = accountOf(balances.data, 'change').balance;
    body =
      list.length === 0 ? (
        <EmptyView title={t('fund.noCurrency')} />
      ) : (
        <div data-testid="select-list">
          {list.map((c) => (
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
  }

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

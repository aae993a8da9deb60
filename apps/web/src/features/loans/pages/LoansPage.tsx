import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChipTabs } from '../../../components/ChipTabs';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { PageNav } from '../../../components/PageNav';
import { collateralTabs } from '../data/borrow';
import { useCollateralPrice, useLoanProducts } from '../data/hooks';
import { LOAN_TABS } from '../data/loan';
import type { LoanTab } from '../data/loan';
import type { LoanProduct } from '@meridian/contract/loans';
import { BorrowForm } from '../components/BorrowForm';
import { MyLoans } from '../components/MyLoans';
import { ProductTerms } from '../components/ProductTerms';
import '../../../styles/trade.css';
import './loans.css';

type Screen = 'borrow' | 'loans';

/** One collateral's terms and borrow form, on the live price of its pair. */
function Product({ p }: { p: LoanProduct }) {
  const price = useCollateralPrice(p.symbol, p.price);
  return (
    <>
      <ProductTerms p={p} price={price} />
      <BorrowForm key={p.id} p={p} price={price} />
    </>
  );
}

function Borrow({ coin, onCoin }: { coin: string | null; onCoin: (c: string) => void }) {
  const { t } = useTranslation();
  const products = useLoanProducts();
  return (
    <QueryView
      query={products}
      isEmpty={(d) => collateralTabs(d).length === 0}
      empty={<EmptyView title={t('loans.noProducts')} />}
    >
      {(d) => {
        const tabs = collateralTabs(d);
        const p = tabs.find((x) => x.currency === coin) ?? tabs[0];
        if (!p) return null;
        return (
          <>
            <section className="loan-hero card">
              <b>{t('loans.heroTitle')}</b>
              <p>{t('loans.heroText')}</p>
            </section>
            <span className="loan-label">{t('loans.collateralCoin')}</span>
            <ChipTabs
              className="loan-chips coins"
              testId="loan-coin"
              value={p.currency}
              options={tabs.map((x) => ({ value: x.currency, label: x.currency }))}
              onChange={onCoin}
            />
            <Product key={p.id} p={p} />
          </>
        );
      }}
    </QueryView>
  );
}

/**
 * /pages/common/borrowing — borrow USDT against BTC or ETH (`?coin=`): the product's terms, the form with its
 * live preview and a confirmation; `?tab=loans` lists my loans (`&status=closed` the closed ones).
 */
export default function LoansPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const screen: Screen = params.get('tab') === 'loans' ? 'loans' : 'borrow';
  const loanTab: LoanTab = LOAN_TABS.find((x) => x === params.get('status')) ?? 'active';
  const go = (next: Record<string, string>) => setParams(next, { replace: true });
  return (
    <div className="page loan-page" data-testid="borrowing-page">
      <PageNav title={t('pages.borrowing')} />
      <div className="page-body loan-body">
        <ChipTabs
          className="loan-screens"
          testId="loan-screen"
          value={screen}
          options={[
            { value: 'borrow', label: t('loans.tabBorrow') },
            { value: 'loans', label: t('loans.tabLoans') },
          ]}
          onChange={(s) => go(s === 'loans' ? { tab: 'loans' } : {})}
        />
        {screen === 'borrow' ? (
          <Borrow coin={params.get('coin')} onCoin={(c) => go({ coin: c })} />
        ) : (
          <MyLoans tab={loanTab} onTab={(s) => go({ tab: 'loans', status: s })} onBorrow={() => go({})} />
        )}
      </div>
    </div>
  );
}

import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PagesView } from '../../../components/PagedView';
import { useMyLoans } from '../data/hooks';
import { LOAN_TABS } from '../data/loan';
import type { LoanTab } from '../data/loan';
import { LoanCard } from './LoanCard';

/** My loans, active and closed, newest first; each opens its detail. */
export function MyLoans({
  tab,
  onTab,
  onBorrow,
}: {
  tab: LoanTab;
  onTab: (tab: LoanTab) => void;
  onBorrow: () => void;
}) {
  const { t } = useTranslation();
  const list = useMyLoans(tab);
  return (
    <>
      <Tabs activeKey={tab} onChange={(k) => onTab(k as LoanTab)} className="loan-tabs">
        {LOAN_TABS.map((k) => (
          <Tabs.Tab
            key={k}
            title={
              <span data-testid={`loan-tab-${k}`}>
                {k === 'active' ? t('loans.tabActive') : t('loans.tabClosed')}
              </span>
            }
          />
        ))}
      </Tabs>
      <PagesView
        key={tab}
        query={list}
        testId={`loan-list-${tab}`}
        className="loan-list"
        empty={tab === 'active' ? t('loans.noActive') : t('loans.noClosed')}
        emptyAction={
          tab === 'active' ? (
            <Button size="small" color="primary" onClick={onBorrow}>
              {t('loans.startBorrowing')}
            </Button>
          ) : undefined
        }
        render={(loan) => <LoanCard key={loan.id} loan={loan} />}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { DemoFundsCard } from '../components/DemoFundsCard';
import { demoAmount } from '../components/demoFormat';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { useDemoStatus } from '../data/demo';
import { formatDateTime } from '../../../lib/dates';
import '../components/demo.css';

/**
 * /pages/common/demo — what demo mode is: what is simulated, that funds are not real, how to claim and
 * top up demo funds (with the claim card itself), and why deposits and withdrawals still work.
 */
export default function DemoPage() {
  const { t } = useTranslation();
  const status = useDemoStatus();
  return (
    <div className="page demo-page" data-testid="demo-page">
      <PageNav title={t('pages.demo')} />
      <div className="page-body">
        <QueryView query={status}>
          {(data) =>
            !data.enabled ? (
              <section className="card demo-intro" data-testid="demo-live">
                <p>{t('demo.liveText')}</p>
              </section>
            ) : (
              <>
                <section className="card demo-intro">
                  <p>{t('demo.pageIntro')}</p>
                </section>
                <DemoFundsCard place="demo" />
                <section className="card demo-section">
                  <h2>{t('demo.simulatedTitle')}</h2>
                  <ul>
                    <li>{t('demo.simulatedPrices')}</li>
                    <li>{t('demo.simulatedBook')}</li>
                    <li>{t('demo.simulatedFunds')}</li>
                  </ul>
                </section>
                <section className="card demo-section">
                  <h2>{t('demo.fundsTitle')}</h2>
                  <ul>
                    <li>{t('demo.fundsClaim', { amount: demoAmount(data.claim_amount) })}</li>
                    <li>
                      {t('demo.fundsTopUp', {
                        below: demoAmount(data.top_up_below),
                        amount: demoAmount(data.top_up_amount),
                      })}
                    </li>
                  </ul>
                  {data.account?.next_top_up_at ? (
                    <p data-testid="demo-next-top-up">
                      {t('demo.nextTopUp', { time: formatDateTime(data.account.next_top_up_at) })}
                    </p>
                  ) : null}
                </section>
                <section className="card demo-section">
                  <h2>{t('demo.depositTitle')}</h2>
                  <p>{t('demo.depositText')}</p>
                </section>
              </>
            )
          }
        </QueryView>
      </div>
    </div>
  );
}

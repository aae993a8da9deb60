import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { GUIDE_EXAMPLE, guideNumbers } from '../data/lockming';
import { formatNumber } from '../../../lib/format';
import { pct } from '../components/parts';
import { LOCK_HOME, LOCK_ORDERS } from '../paths';
import './lockming.css';

const SECTIONS = ['lock', 'dividends', 'rates', 'maturity', 'redeem'] as const;

/**
 * /pages/lockming/welcome — the guide: locking, dividends a day at the day's published rate, how rates are
 * published, maturity, and early redemption with the spec's worked examples (computed by the contract).
 */
export default function LockmingWelcome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const n = guideNumbers();
  const p = GUIDE_EXAMPLE.penalty;
  const d = GUIDE_EXAMPLE.dividend;
  const num = (v: string) => formatNumber(v, { decimals: 2, minDecimals: 0 });
  return (
    <div className="page lock-page" data-testid="lock-guide-page">
      <PageNav title={t('pages.lockmingWelcome')} />
      <div className="page-body lock-body">
        <section className="lock-hero card">
          <div>
            <b>{t('lockming.guideTitle')}</b>
            <p>{t('lockming.guideIntro')}</p>
          </div>
        </section>
        {SECTIONS.map((s, i) => (
          <section key={s} className="lock-guide card" data-testid={`lock-guide-${s}`}>
            <h3>
              <span className="lock-step">{i + 1}</span>
              {t(`lockming.guide.${s}Title`)}
            </h3>
            <p>{t(`lockming.guide.${s}Text`)}</p>
          </section>
        ))}
        <section className="lock-guide card lock-example" data-testid="lock-guide-example-dividend">
          <h3>{t('lockming.guide.dividendExampleTitle')}</h3>
          <p>
            {t('lockming.guide.dividendExample', {
              amount: num(d.amount),
              min: pct(d.min),
              max: pct(d.max),
              days: d.days,
              low: num(n.dividendMin),
              high: num(n.dividendMax),
            })}
          </p>
        </section>
        <section className="lock-guide card lock-example" data-testid="lock-guide-example-penalty">
          <h3>{t('lockming.guide.penaltyExampleTitle')}</h3>
          <p className="lock-formula">
            {pct(p.rate)} × {p.days} × {num(p.amount)} ={' '}
            <b data-testid="lock-guide-penalty">{num(n.penalty)}</b>
          </p>
          <p>
            {t('lockming.guide.penaltyExample', {
              rate: pct(p.rate),
              days: p.days,
              amount: num(p.amount),
              penalty: num(n.penalty),
              refund: num(n.refund),
            })}
          </p>
          <p className="lock-formula">
            {num(p.amount)} − {num(n.penalty)} = <b data-testid="lock-guide-refund">{num(n.refund)}</b>
          </p>
        </section>
        <div className="lock-actions">
          <Button
            block
            color="primary"
            data-testid="lock-guide-products"
            onClick={() => void navigate(LOCK_HOME)}
          >
            {t('lockming.seeProducts')}
          </Button>
          <Button block fill="outline" onClick={() => void navigate(LOCK_ORDERS)}>
            {t('lockming.myLocks')}
          </Button>
        </div>
      </div>
    </div>
  );
}

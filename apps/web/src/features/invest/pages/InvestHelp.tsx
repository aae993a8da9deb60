import type { InvestType } from '@meridian/contract/earn';
import { INVEST_SAMPLES_MIN, INVEST_SAMPLE_MINUTES, INVEST_TYPES } from '@meridian/contract/earn';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { HELP_TERMS, SAMPLE_WINDOW_UTC, SETTLE_TIME_UTC, helpExample } from '../data/help';
import { apr, exact, price } from '../components/parts';
import { INVEST_PATH } from '../paths';

/** The worked example of one type, in numbers, from the contract's own formula. */
function Example({ type }: { type: InvestType }) {
  const { t } = useTranslation();
  const ex = helpExample(type);
  const unit = (c: 'coin' | 'usdt') => (c === 'coin' ? 'BTC' : 'USDT');
  const vars = {
    deposit: exact(ex.deposit),
    depositUnit: type === 'call' ? 'BTC' : 'USDT',
    linked: price(HELP_TERMS.linkedPrice),
    apr: apr(HELP_TERMS.aprPct),
    days: HELP_TERMS.days,
    factor: ex.factor,
  };
  return (
    <section className="invest-card card invest-help-example" data-testid={`invest-help-example-${type}`}>
      <b>{t(`invest.type.${type}`)}</b>
      <p>{t('invest.helpExampleTerms', vars)}</p>
      <p className="invest-math">
        1 + {vars.days} × {vars.apr} ÷ 365 = {vars.factor}
      </p>
      <p>
        {t(`invest.helpExample.${type}_below`, {
          ...vars,
          amount: exact(ex.below.amount),
          unit: unit(ex.below.currency),
        })}
      </p>
      <p>
        {t(`invest.helpExample.${type}_above`, {
          ...vars,
          amount: exact(ex.above.amount),
          unit: unit(ex.above.currency),
        })}
      </p>
    </section>
  );
}

/** /pages/invest/help — how invest products work, the settlement rule and the formula with a worked example. */
export default function InvestHelp() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page invest-page" data-testid="invest-help">
      <PageNav title={t('pages.investHelp')} />
      <div className="page-body invest-help">
        <section className="invest-card card">
          <h3 className="invest-h">{t('invest.helpWhatTitle')}</h3>
          <p>{t('invest.helpWhat')}</p>
          {INVEST_TYPES.map((type) => (
            <p key={type}>
              <b>{t(`invest.type.${type}`)}</b> — {t(`invest.helpType.${type}`)}
            </p>
          ))}
        </section>
        <section className="invest-card card">
          <h3 className="invest-h">{t('invest.helpSettleTitle')}</h3>
          <p data-testid="invest-help-settle">
            {t('invest.helpSettle', {
              time: SETTLE_TIME_UTC,
              minutes: INVEST_SAMPLE_MINUTES,
              window: SAMPLE_WINDOW_UTC,
            })}
          </p>
          <p>{t('invest.helpSamples')}</p>
          <p>{t('invest.helpFailed', { min: INVEST_SAMPLES_MIN, minutes: INVEST_SAMPLE_MINUTES })}</p>
        </section>
        <section className="invest-card card">
          <h3 className="invest-h">{t('invest.helpFormulaTitle')}</h3>
          <p className="invest-math">{t('invest.helpFormula.call')}</p>
          <p className="invest-math">{t('invest.helpFormula.put')}</p>
        </section>
        {INVEST_TYPES.map((type) => (
          <Example key={type} type={type} />
        ))}
        <section className="invest-card card">
          <h3 className="invest-h">{t('invest.helpRiskTitle')}</h3>
          <p>{t('invest.helpRisk')}</p>
        </section>
        <Button block color="primary" onClick={() => void navigate(INVEST_PATH)}>
          {t('invest.browse')}
        </Button>
      </div>
    </div>
  );
}

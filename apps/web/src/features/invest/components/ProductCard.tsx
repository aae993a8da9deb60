import type { InvestProduct } from '@meridian/contract/invest';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Countdown, DemoTag, ProgressBar } from '../../../components/earn';
import { CoinIcon } from '../../../components/market/CoinIcon';
import { availability, linkedDistancePct } from '../data/product';
import { utcTime } from '../data/orders';
import { TypeBadge, apr, exact, price } from './parts';
import { Percent } from '../../../components/Amount';
import { Fact } from '../../../components/Fact';

/**
 * One invest product on the list: APR, linked vs last price, holding days, maturity and its settlement time,
 * deposit per share, remaining shares with the progress bar, the per-user limit, the demo label, and Buy.
 */
export function ProductCard({ p, onBuy }: { p: InvestProduct; onBuy: () => void }) {
  const { t } = useTranslation();
  const state = availability(p);
  const distance = linkedDistancePct(p.linked_price, p.last_price);
  return (
    <article className="invest-card card" data-testid={`invest-product-${p.id}`} data-state={state}>
      <header className="invest-card-head">
        <CoinIcon name={p.currency_name} size={26} />
        <b className="invest-card-name">{p.name}</b>
        <TypeBadge type={p.type} />
        {p.is_demo ? <DemoTag testId={`invest-demo-${p.id}`} /> : null}
      </header>
      <div className="invest-card-main">
        <div className="invest-apr">
          <span>{t('invest.apr')}</span>
          <b className="up" data-testid={`invest-apr-${p.id}`}>
            {apr(p.apr)}
          </b>
        </div>
        <div className="invest-prices">
          <Fact look="invest" label={t('invest.linkedPrice')} testId={`invest-linked-${p.id}`}>
            {price(p.linked_price)}
          </Fact>
          <Fact look="invest" label={t('invest.lastPrice')}>
            {price(p.last_price)}
            {distance ? (
              <small className="muted" title={t('invest.distanceHint')}>
                {' '}
                (<Percent value={distance} sign />)
              </small>
            ) : null}
          </Fact>
        </div>
      </div>
      <div className="invest-grid">
        <Fact look="invest" label={t('invest.holdingDays')}>
          {t('earn.days', { count: p.day })}
        </Fact>
        <Fact look="invest" label={t('invest.perShare')}>
          {exact(p.per_price)} {p.pay_currency_name}
        </Fact>
        <Fact look="invest" label={t('invest.maturity')}>
          {p.end_time}
        </Fact>
        <Fact look="invest" label={t('invest.settlesAt')}>
          {utcTime(p.settle_at)}
        </Fact>
      </div>
      <ProgressBar
        testId={`invest-progress-${p.id}`}
        percent={p.progress}
        label={t('invest.remaining', { remaining: p.remaining_number, total: p.total_number })}
      />
      <footer className="invest-card-foot">
        <div className="invest-card-limit muted">
          <span>{t('invest.userLimit', { limit: p.user_limit, count: p.user_limit })}</span>
          {p.user_number > 0 ? <span>{t('invest.youHold', { n: p.user_number })}</span> : null}
          {state === 'open' ? (
            <Countdown to={p.settle_at} label={t('invest.settlesIn')} testId={`invest-countdown-${p.id}`} />
          ) : null}
        </div>
        <Button
          size="small"
          color="primary"
          disabled={state !== 'open'}
          onClick={onBuy}
          data-testid={`invest-buy-${p.id}`}
        >
          {state === 'open' ? t('invest.buy') : t(`invest.state.${state}`)}
        </Button>
      </footer>
    </article>
  );
}

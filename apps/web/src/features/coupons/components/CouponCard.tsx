import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MyCoupon } from '../data/hooks';
import { couponOutcome } from '../data/split';
import { formatNumber } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { TimeLeft } from './TimeLeft';
import { couponOrderPath, couponUsePath } from '../paths';

/** A coupon's value: up to 2 decimals, trailing zeros trimmed ("20", "12.5"). */
export const couponValue = (v: string): string => formatNumber(v, { decimals: 2, minDecimals: 0 });
const signed = (v: string): string => `${v.startsWith('-') ? '' : '+'}${couponValue(v)}`;

function Line({
  label,
  value,
  testId,
  tone,
}: {
  label: string;
  value: string;
  testId: string;
  tone?: string;
}) {
  return (
    <div className="coupon-line">
      <span>{label}</span>
      <b className={tone} data-testid={testId}>
        {value}
      </b>
    </div>
  );
}

/** What a used coupon did: the position's result, the value returned to the house, the profit kept. */
function Outcome({ c }: { c: MyCoupon }) {
  const { t } = useTranslation();
  const o = couponOutcome(c);
  if (!o) return null;
  const tone = o.result.startsWith('-') ? 'down' : 'up';
  return (
    <div className="coupon-outcome" data-testid={`coupon-outcome-${c.id}`}>
      <Line
        label={t('coupons.result')}
        value={`${signed(o.result)} ${c.currency}`}
        testId={`coupon-result-${c.id}`}
        tone={tone}
      />
      <Line
        label={t('coupons.valueReturned')}
        value={`${couponValue(o.returned)} ${c.currency}`}
        testId={`coupon-returned-${c.id}`}
      />
      <Line
        label={t('coupons.profitKept')}
        value={`${couponValue(o.profitKept)} ${c.currency}`}
        testId={`coupon-kept-${c.id}`}
        {...(o.profitKept === '0' ? {} : { tone: 'up' })}
      />
    </div>
  );
}

/**
 * One coupon: value and currency, product, campaign, and by state — unused: the live countdown to its
 * expiry and "Use" (the product's ticket with it preselected); in use: a link to the open position; used: when,
 * the link to the closed order and the outcome; expired: when it expired.
 */
export function CouponCard({ c }: { c: MyCoupon }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stateTag =
    c.status === 'in_use' ? (
      <span className="coupon-tag in-use" data-testid={`coupon-in-use-${c.id}`}>
        {t('coupons.inUse')}
      </span>
    ) : null;
  return (
    <article className={`coupon-card card ${c.status}`} data-testid={`coupon-${c.id}`} data-status={c.status}>
      <div className="coupon-stub">
        <b data-testid={`coupon-value-${c.id}`}>{couponValue(c.value)}</b>
        <span>{c.currency}</span>
      </div>
      <div className="coupon-body">
        <div className="coupon-head">
          <b>{t(`coupons.product.${c.product}`)}</b>
          {stateTag}
        </div>
        <div className="coupon-campaign" data-testid={`coupon-campaign-${c.id}`}>
          {c.campaign_name}
        </div>
        {c.status === 'unused' ? (
          <div className="coupon-foot">
            <span className="coupon-expiry">
              {t('coupons.expiresIn')} <TimeLeft expiresAt={c.expires_at} testId={`coupon-left-${c.id}`} />
            </span>
            <Button
              size="mini"
              color="primary"
              shape="rounded"
              data-testid={`coupon-use-${c.id}`}
              onClick={() => void navigate(couponUsePath(c.product, c.id))}
            >
              {t('coupons.use')}
            </Button>
          </div>
        ) : null}
        {c.status === 'expired' ? (
          <div className="coupon-meta">{t('coupons.expiredAt', { at: formatDateTime(c.expires_at) })}</div>
        ) : null}
        {c.status === 'used' || c.status === 'in_use' ? (
          <div className="coupon-foot">
            <span className="coupon-meta">
              {c.used_at ? t('coupons.usedAt', { at: formatDateTime(c.used_at) }) : ''}
            </span>
            <button
              type="button"
              className="link-btn"
              data-testid={`coupon-order-${c.id}`}
              onClick={() => void navigate(couponOrderPath(c.product, c.status === 'used'))}
            >
              {t(c.product === 'futures' ? 'coupons.viewPosition' : 'coupons.viewOrder', { id: c.ref ?? '' })}
            </button>
          </div>
        ) : null}
        {c.status === 'used' ? <Outcome c={c} /> : null}
      </div>
    </article>
  );
}

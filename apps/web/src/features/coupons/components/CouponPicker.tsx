import type { CouponProduct } from '@meridian/contract/coupons';
import { Popup } from 'antd-mobile';
import { CheckOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useUsableCoupons } from '../data/hooks';
import { couponKeys } from '../data/keys';
import type { MyCoupon } from '../data/hooks';
import { couponSplit } from '../data/split';
import type { CouponSplit } from '../data/split';
import { Line } from '../../../components/TicketParts';
import { usdt } from '../../../lib/usdt';
import { couponValue } from './CouponCard';
import { TimeLeft } from './TimeLeft';
import { couponChoice, couponField, couponOfUnknownOrder } from './ticketCoupon';
import { couponParam } from '../paths';
import './coupons.css';

/**
 * The coupon of a futures or options ticket. `useTicketCoupon` holds the choice (preselected from
 * `?coupon=` when that coupon is usable for the product), the split of the margin or stake it makes and the
 * request field; `<CouponPicker>` is the ticket's row ("Coupon: none / 20 USDT (expires in 2d 3h)"), the sheet
 * to choose among `coupon/usable`, and the split lines under it. A margin below the coupon's value is said
 * with the server's message; the server refuses it too.
 */
export interface TicketCoupon {
  product: CouponProduct;
  usable: MyCoupon[];
  loading: boolean;
  chosen: MyCoupon | null;
  choose: (id: number) => void;
  split: CouponSplit | null;
  /** The coupon cannot be used on this order now (a limit order for futures). */
  off: boolean;
  /** The request field: `{ coupon_id }` when one is chosen and usable here, else nothing (ticketCoupon.ts). */
  field: { coupon_id?: number };
  /** After an order used it: no coupon chosen, the coupon lists reloaded. */
  spent: () => void;
}

export function useTicketCoupon(
  product: CouponProduct,
  amount: string | null,
  fee: string | null,
  opts: { loggedIn: boolean; off?: boolean },
): TicketCoupon {
  const [params] = useSearchParams();
  const qc = useQueryClient();
  const [picked, setPicked] = useState(() => couponParam(params));
  const query = useUsableCoupons(product, opts.loggedIn);
  const usable = query.data ?? [];
  // the last listed copy of the pick, shown while an order sent with it has an unknown outcome
  const [seen, setSeen] = useState<MyCoupon | null>(null);
  const listed = usable.find((c) => c.id === picked) ?? null;
  if (listed && listed !== seen) setSeen(listed);
  // a gone coupon stays chosen while the order sent with it has an unknown outcome, so a retry resends that exact
  // body under its Idempotency-Key and the server answers the first order instead of placing a second one
  const { chosen, drop } = couponChoice(picked, query.data, seen, couponOfUnknownOrder(product));
  useEffect(() => {
    if (drop) setPicked(0);
  }, [drop]);
  const off = opts.off ?? false;
  const split = chosen && !off ? couponSplit(amount, fee, chosen.value) : null;
  return {
    product,
    usable,
    loading: query.isPending && opts.loggedIn,
    chosen,
    choose: setPicked,
    split,
    off,
    field: couponField(chosen, off),
    spent: () => {
      setPicked(0);
      void qc.invalidateQueries({ queryKey: couponKeys.all });
    },
  };
}

function Option({ c, active, onPick }: { c: MyCoupon; active: boolean; onPick: () => void }) {
  return (
    <button
      type="button"
      className={`coupon-option${active ? ' active' : ''}`}
      data-testid={`coupon-option-${c.id}`}
      aria-pressed={active}
      onClick={onPick}
    >
      <span>
        {c.campaign_name}
        <small>
          <TimeLeft expiresAt={c.expires_at} short />
        </small>
      </span>
      <b>
        {couponValue(c.value)} {c.currency} {active ? <CheckOutline /> : null}
      </b>
    </button>
  );
}

export function CouponPicker({ coupon, testId }: { coupon: TicketCoupon; testId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { chosen, split } = coupon;
  if (coupon.loading || (coupon.usable.length === 0 && !chosen)) return null;
  const pick = (id: number) => {
    coupon.choose(id);
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className={`coupon-row${chosen && !coupon.off ? '' : ' none'}`}
        data-testid={testId}
        onClick={() => setOpen(true)}
      >
        <span>{t('coupons.picker.row')}</span>
        <b>
          <span className="coupon-row-value" data-testid={`${testId}-value`}>
            {chosen
              ? `${couponValue(chosen.value)} ${chosen.currency} (${t('coupons.picker.expires')} `
              : t('coupons.picker.none', { count: coupon.usable.length })}
            {chosen ? <TimeLeft expiresAt={chosen.expires_at} short /> : null}
            {chosen ? ')' : null}
          </span>
          <RightOutline />
        </b>
      </button>
      {chosen && coupon.off ? (
        <div className="ticket-error" role="alert" data-testid={`${testId}-off`}>
          {t('errors.coupon_market_only')}
        </div>
      ) : null}
      {split ? (
        <div className="futures-preview coupon-split" data-testid={`${testId}-split`}>
          <Line
            label={t('coupons.paidByCoupon')}
            value={usdt(split.byCoupon)}
            testId={`${testId}-by-coupon`}
          />
          <Line
            label={t('coupons.fromBalance')}
            value={usdt(split.fromBalance)}
            testId={`${testId}-from-balance`}
          />
        </div>
      ) : null}
      {split?.tooSmall && chosen ? (
        <div className="ticket-error" role="alert" data-testid={`${testId}-too-small`}>
          {t('errors.coupon_amount_below_value', { value: couponValue(chosen.value) })}
        </div>
      ) : null}
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)}>
        <div className="coupon-sheet" data-testid={`${testId}-sheet`}>
          <h4>{t('coupons.picker.title')}</h4>
          <div className="coupon-options">
            <button
              type="button"
              className={`coupon-option${chosen ? '' : ' active'}`}
              data-testid="coupon-option-none"
              onClick={() => pick(0)}
            >
              <span>{t('coupons.picker.noCoupon')}</span>
              {chosen ? null : <CheckOutline />}
            </button>
            {coupon.usable.map((c) => (
              <Option key={c.id} c={c} active={chosen?.id === c.id} onPick={() => pick(c.id)} />
            ))}
          </div>
        </div>
      </Popup>
    </>
  );
}

import { futuresApi } from '@meridian/contract/futures';
import { optionsApi } from '@meridian/contract/options';
import type { Coupon, CouponProduct } from '@meridian/contract/coupons';
import { afterEach, describe, expect, it } from 'vitest';
import { configureHttp, defaultHttpConfig } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { sent, serve } from '../../../api/testIntentServer';
import { couponChoice, couponField, couponOfUnknownOrder } from './ticketCoupon';

afterEach(() => configureHttp(defaultHttpConfig));

function coupon(id: number, product: CouponProduct): Coupon {
  return {
    id,
    campaign_id: 1,
    campaign_name: 'Welcome',
    product,
    value: '20',
    currency_id: 3,
    currency: 'USDT',
    status: 'unused',
    granted_at: '2026-12-01T00:00:00.000Z',
    expires_at: '2026-12-31T00:00:00.000Z',
    seconds_left: 86_400,
    used_at: null,
    ref: null,
    returned: null,
    result: null,
  };
}

/** The coupon state of one ticket as useTicketCoupon keeps it, rendered against each coupon list. */
function ticketOf(product: CouponProduct, picked: number) {
  let seen: Coupon | null = null;
  const state = { picked };
  return {
    state,
    /** One render with this usable list (undefined: loading), then the effect that drops a gone pick. */
    render(usable: Coupon[] | undefined) {
      const listed = usable?.find((c) => c.id === state.picked) ?? null;
      if (listed) seen = listed;
      const choice = couponChoice(state.picked, usable, seen, couponOfUnknownOrder(product));
      if (choice.drop) state.picked = 0;
      return { chosen: choice.chosen, field: couponField(choice.chosen, false) };
    },
  };
}

/** The ticket's order call, its body as the ticket builds it, plus the coupon field. */
function place(product: CouponProduct, field: { coupon_id?: number }) {
  const quiet = { silent: true, loading: false } as const;
  const sending =
    product === 'futures'
      ? sendIntent(
          futuresApi.submit,
          { currency_id: 1, type: 1, share: 2, multiple: 10, status: 1, password: '', ...field },
          quiet,
        )
      : sendIntent(optionsApi.submit, { match_id: 1, type: 1, seconds: 60, number: '100', ...field }, quiet);
  return sending.catch((err: unknown) => err);
}

describe.each(['futures', 'options'] as const)('the %s ticket coupon and a lost reply', (product) => {
  it('retries with the same coupon under the same key though the coupon left the list, then lets it go', async () => {
    const x = coupon(7, product);
    serve(['offline', 'offline', { refuse: 'coupon_not_found' }]);
    const ticket = ticketOf(product, 7);
    expect(ticket.render([x]).field).toEqual({ coupon_id: 7 });

    // the order goes out with the coupon; the reply is lost (the server may have placed it and used the coupon)
    await place(product, ticket.render([x]).field);
    // the lists are fetched again: the used coupon is no longer usable
    const afterLoss = ticket.render([]);
    expect(afterLoss.chosen).toBe(x);
    expect(afterLoss.field).toEqual({ coupon_id: 7 });
    expect(ticket.state.picked).toBe(7);

    // the retry is the same intent: same body, same Idempotency-Key, so the server answers the first order
    await place(product, ticket.render([]).field);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
    expect(sent[1]!.body).toMatchObject({ coupon_id: 7 });

    // a definitive answer ends the unknown outcome: the gone coupon is dropped as usual
    await place(product, ticket.render([]).field);
    expect(couponOfUnknownOrder(product)).toBeUndefined();
    expect(ticket.render([])).toEqual({ chosen: null, field: {} });
    expect(ticket.state.picked).toBe(0);
  });
});

describe('couponChoice', () => {
  const x = coupon(7, 'futures');
  const y = coupon(8, 'futures');

  it('keeps the pick while the list loads and drops it once the loaded list lacks it', () => {
    expect(couponChoice(7, undefined, null, undefined)).toEqual({ chosen: null, drop: false });
    expect(couponChoice(7, [y], x, undefined)).toEqual({ chosen: null, drop: true });
    expect(couponChoice(7, [x, y], x, undefined)).toEqual({ chosen: x, drop: false });
    expect(couponChoice(0, [x], null, undefined)).toEqual({ chosen: null, drop: false });
  });

  it('holds a gone coupon only for an unknown order sent with that coupon', () => {
    expect(couponChoice(7, [y], x, 7)).toEqual({ chosen: x, drop: false });
    expect(couponChoice(7, [y], x, 8)).toEqual({ chosen: null, drop: true });
    expect(couponChoice(7, [y], null, 7)).toEqual({ chosen: null, drop: true });
  });

  it('sends no coupon on an order that cannot take one', () => {
    expect(couponField(x, false)).toEqual({ coupon_id: 7 });
    expect(couponField(x, true)).toEqual({});
    expect(couponField(null, false)).toEqual({});
  });
});

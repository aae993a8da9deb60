import type { InvestProduct } from '@meridian/contract/invest';
import { Button, Input } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DemoTag } from '../../../components/earn';
import { QueryView } from '../../../components/QueryView';
import { PageNav } from '../../../components/PageNav';
import { EmptyView } from '../../../components/StateViews';
import { useBuyInvest, useInvestDetail } from '../data/hooks';
import {
  depositOf,
  maxShares,
  payoutDecimals,
  periodYieldPct,
  previewOutcomes,
  sanitizeShares,
  sharesOf,
  sharesProblem,
} from '../data/purchase';
import { availability } from '../data/product';
import { utcTime } from '../data/orders';
import { useWalletBalances } from '../../wallet';
import { messageParams } from '../../../lib/messageParams';
import { OutcomeBox, TypeBadge, apr, exact, price } from '../components/parts';
import { FUND_DEPOSIT_PATH, FUND_TRANSFER_PATH, INVEST_MINE_PATH, idParam } from '../paths';
import { Percent } from '../../../components/Amount';
import { Fact } from '../../../components/Fact';

/** The purchase ticket: whole shares, the deposit against the available balance, both outcomes, confirm. */
function PurchaseForm({ p }: { p: InvestProduct }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const buy = useBuyInvest();
  const balances = useWalletBalances();
  const [text, setText] = useState('1');
  const [touched, setTouched] = useState(false);
  const row = balances.data?.change_wallet.balance.find((r) => r.currency === p.pay_currency_id);
  const available = balances.data ? (row?.available ?? '0') : undefined;
  const num = sharesOf(text);
  const problem = sharesProblem(text, p, available);
  const deposit = num === null ? null : depositOf(num, p.per_price).toFixed();
  const outcomes =
    num === null ? null : previewOutcomes(p, num, payoutDecimals(balances.data, p.currency_id));
  const most = maxShares(p);
  const problemText = problem ? t(`errors.${problem.key}`, messageParams(problem.key, problem.params)) : '';
  const showProblem = problem && (touched || problem.key !== 'dual_num_invalid');

  const submit = async () => {
    setTouched(true);
    if (problem || num === null || deposit === null || outcomes === null) return;
    const ok = await overlays.confirm({
      title: t('invest.confirmTitle'),
      content: (
        <div className="invest-confirm" data-testid="invest-confirm-text">
          <Fact look="invest" label={t('invest.product')}>
            {p.name}
          </Fact>
          <Fact look="invest" label={t('invest.shares')}>
            {num}
          </Fact>
          <Fact look="invest" label={t('invest.deposit')}>
            {exact(deposit)} {p.pay_currency_name}
          </Fact>
          <Fact look="invest" label={t('invest.apr')}>
            {apr(p.apr)}
          </Fact>
          <Fact look="invest" label={t('invest.holdingDays')}>
            {t('earn.days', { count: p.day })}
          </Fact>
          <Fact look="invest" label={t('invest.settlesAt')}>
            {utcTime(p.settle_at)}
          </Fact>
          <OutcomeBox
            type={p.type}
            linkedPrice={p.linked_price}
            outcomes={outcomes}
            testId="invest-confirm-outcomes"
          />
          <p className="muted">{t('invest.confirmText')}</p>
        </div>
      ),
      confirmText: <span data-testid="invest-confirm">{t('invest.buy')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await buy.mutateAsync({ body: { id: p.id, num } });
      Toast.show({ icon: 'success', content: t('invest.boughtToast') });
      void navigate(INVEST_MINE_PATH, { replace: true });
    } catch {
      // toasted by the http helper
    }
  };

  return (
    <form
      className="invest-form"
      data-testid="invest-purchase-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <section className="invest-card card">
        <header className="invest-card-head">
          <b className="invest-card-name">{p.name}</b>
          <TypeBadge type={p.type} />
          {p.is_demo ? <DemoTag /> : null}
        </header>
        <div className="invest-grid">
          <Fact look="invest" label={t('invest.apr')} tone="up" testId="invest-purchase-apr">
            {apr(p.apr)}
          </Fact>
          <Fact look="invest" label={t('invest.holdingDays')}>
            {t('earn.days', { count: p.day })}
          </Fact>
          <Fact look="invest" label={t('invest.linkedPrice')}>
            {price(p.linked_price)} USDT
          </Fact>
          <Fact look="invest" label={t('invest.lastPrice')}>
            {price(p.last_price)} USDT
          </Fact>
          <Fact look="invest" label={t('invest.maturity')}>
            {p.end_time}
          </Fact>
          <Fact look="invest" label={t('invest.settlesAt')}>
            {utcTime(p.settle_at)}
          </Fact>
          <Fact look="invest" label={t('invest.perShare')}>
            {exact(p.per_price)} {p.pay_currency_name}
          </Fact>
          <Fact look="invest" label={t('invest.remainingShort')}>
            {p.remaining_number} / {p.total_number}
          </Fact>
        </div>
      </section>

      <label className="invest-label" htmlFor="invest-shares">
        {t('invest.shares')}
        <span className="muted">{t('invest.maxShares', { n: most, limit: p.user_limit })}</span>
      </label>
      <div className={`invest-input${showProblem ? ' invalid' : ''}`} data-testid="invest-shares">
        <Input
          id="invest-shares"
          inputMode="numeric"
          value={text}
          placeholder={t('invest.sharesPlaceholder')}
          onChange={(v) => setText(sanitizeShares(v))}
          onBlur={() => setTouched(true)}
        />
        <button
          type="button"
          className="invest-max"
          data-testid="invest-shares-max"
          disabled={most <= 0}
          onClick={() => setText(String(most))}
        >
          {t('invest.max')}
        </button>
      </div>
      <div className="invest-sum">
        <Fact look="invest" label={t('invest.deposit')} testId="invest-deposit">
          {deposit === null ? '—' : `${exact(deposit)} ${p.pay_currency_name}`}
        </Fact>
        <Fact look="invest" label={t('invest.available')} testId="invest-available">
          {available === undefined ? '…' : `${exact(available)} ${p.pay_currency_name}`}
        </Fact>
        <Fact look="invest" label={t('invest.periodYield')}>
          <Percent value={periodYieldPct(p.apr, p.day)} decimals={4} minDecimals={0} />
        </Fact>
      </div>
      {showProblem ? (
        <p className="invest-problem" role="alert" data-testid="invest-problem" data-key={problem.key}>
          {problemText}
          {problem.key === 'insufficient_balance' ? (
            <span className="invest-topup">
              <button
                type="button"
                data-testid="invest-topup"
                onClick={() => void navigate(FUND_DEPOSIT_PATH)}
              >
                {t('invest.topUp')}
              </button>
              <button type="button" onClick={() => void navigate(FUND_TRANSFER_PATH)}>
                {t('invest.transferIn')}
              </button>
            </span>
          ) : null}
        </p>
      ) : null}

      <h3 className="invest-h">{t('invest.outcomesTitle')}</h3>
      {outcomes ? (
        <OutcomeBox type={p.type} linkedPrice={p.linked_price} outcomes={outcomes} />
      ) : (
        <p className="muted">{t('invest.outcomesNeedShares')}</p>
      )}
      <p className="invest-note">{t('invest.settleNote')}</p>

      <Button
        block
        color="primary"
        type="submit"
        loading={buy.isPending}
        disabled={Boolean(problem && problem.key !== 'dual_num_invalid')}
        data-testid="invest-submit"
      >
        {problem && problem.key !== 'dual_num_invalid' ? problemText : t('invest.buy')}
      </Button>
    </form>
  );
}

/** /pages/invest/purchase `?id=` — buy whole shares of one product after seeing both outcomes. */
export default function InvestPurchase() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const detail = useInvestDetail(id);
  return (
    <div className="page invest-page" data-testid="invest-purchase">
      <PageNav title={t('pages.investPurchase')} />
      <div className="page-body">
        {id === 0 ? (
          <EmptyView testId="invest-missing" title={t('invest.missing')} />
        ) : (
          <QueryView query={detail}>
            {(p) =>
              availability(p) === 'open' || availability(p) === 'limitReached' ? (
                <PurchaseForm key={p.id} p={p} />
              ) : (
                <EmptyView
                  testId="invest-unavailable"
                  title={t(`invest.state.${availability(p)}`)}
                  description={p.name}
                />
              )
            }
          </QueryView>
        )}
      </div>
    </div>
  );
}

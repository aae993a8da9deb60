import { fundsApi } from '@meridian/contract/wallet';
import type { CurrencyItem } from '@meridian/contract/wallet';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/http';
import { pendingIntent } from '../../../api/intentKey';
import { pendingProof, useStepUp, withProof } from '../../security';
import { DemoNotice } from '../../demo';
import { NavLink, PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { TextField } from '../../../components/TextField';
import { useUserInfo } from '../../account';
import { useCashInfo, useCashInfoInternational, useRealState } from '../../settings';
import { fundCurrenciesFor, pickFundCurrency, useFundCurrencies } from '../data/fundCurrencies';
import { useWalletOut, useWithdrawAddresses, useWithdrawInfo } from '../data/withdrawals';
import { allAmount } from '../forms/transfer/state';
import { withdrawProblemKey } from '../forms/withdraw/errors';
import {
  EMPTY_WITHDRAW,
  toWalletOutRequest,
  withdrawPreview,
  withdrawProblems,
} from '../forms/withdraw/state';
import type { WithdrawField, WithdrawRules, WithdrawValues } from '../forms/withdraw/state';
import { BankPayoutFacts, useBankPayout } from '../components/BankPayoutFacts';
import { CurrencyField } from '../components/CurrencyField';
import { formatAmount } from '../../../lib/money';
import { WithdrawConfirm, WithdrawFacts } from '../components/WithdrawFacts';
import { WithdrawDestinations, destinationLabel } from '../components/WithdrawDestinations';
import './fund.css';
import './receive.css';
import './withdraw.css';
import { sanitizeAmount } from '../../../lib/amountInput';

export const WITHDRAW_RECORDS_PATH = '/pages/fund/receive_withdraw_record?tab=withdraw';
const SERVER_FIELDS: Record<string, WithdrawField> = {
  number: 'amount',
  pay_password: 'payPassword',
  address_id: 'destination',
  type: 'destination',
};

function WithdrawForm({ currency, rules }: { currency: CurrencyItem; rules: WithdrawRules }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const out = useWalletOut();
  const addresses = useWithdrawAddresses(currency.id);
  const bank = useCashInfo();
  const intl = useCashInfoInternational();
  const user = useUserInfo();
  const real = useRealState();
  const stepUp = useStepUp();
  const [values, setValues] = useState<WithdrawValues>(EMPTY_WITHDRAW);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<WithdrawField, string>>>({});

  const problems = withdrawProblems(values, rules);
  const preview = withdrawPreview(values.amount, rules);
  const payout = useBankPayout({
    currencyId: currency.id,
    currencyName: currency.name,
    destination: values.destination,
    bank: bank.data,
    intl: intl.data,
    arrives: preview?.arrives ?? null,
  });
  const set = (patch: Partial<WithdrawValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerErrors({});
  };
  const errorOf = (k: WithdrawField) => {
    if (serverErrors[k]) return serverErrors[k];
    const p = problems[k];
    // before the first submit, only a typed amount shows its problem
    if (!p || (!touched && (k !== 'amount' || values.amount === ''))) return undefined;
    return t(withdrawProblemKey(p), {
      precision: rules.precision,
      min: `${formatAmount(rules.min, rules.precision, currency.name)} ${currency.name}`,
    });
  };
  const noPayPassword = user.data?.has_pay_password === false;

  const submit = async () => {
    setTouched(true);
    const body = toWalletOutRequest(values, rules);
    if (!body || !preview || !values.destination) return;
    const to = destinationLabel(values.destination, {
      addresses: addresses.data?.data ?? [],
      bank: bank.data ?? null,
      intl: intl.data ?? null,
    });
    const ok = await overlays.confirm({
      title: t('withdraw.confirmTitle'),
      content: (
        <WithdrawConfirm
          preview={preview}
          currency={currency.name}
          precision={rules.precision}
          to={to}
          payout={payout}
        />
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      // a retry of a withdrawal whose outcome is unknown sends its proof again: the same intent, the same key
      const reuse = pendingProof(pendingIntent(fundsApi.withdraw), body);
      await stepUp.run('withdraw', (proof) => out.mutateAsync({ body: withProof(body, proof) }), reuse);
      Toast.show({ icon: 'success', content: t('withdraw.submitted') });
      void navigate(WITHDRAW_RECORDS_PATH);
    } catch (e) {
      // 998 (identity needed) is toasted and redirected by the helper; other refusals were toasted too; a
      // cancelled step-up sent nothing
      const field = e instanceof ApiError && e.field ? SERVER_FIELDS[e.field] : undefined;
      if (field && e instanceof ApiError) setServerErrors({ [field]: e.message });
    }
  };

  return (
    <>
      {real.data?.level === 0 ? (
        <button
          type="button"
          className="hint-box notice-link"
          data-testid="withdraw-kyc-hint"
          onClick={() => void navigate('/pages/setting/real_mark')}
        >
          {t('withdraw.kycHint')}
        </button>
      ) : null}
      <WithdrawDestinations
        currencyName={currency.name}
        addresses={addresses.data?.data}
        bank={bank.data}
        intl={intl.data}
        loading={addresses.isPending || bank.isPending || intl.isPending}
        value={values.destination}
        onPick={(destination) => set({ destination })}
        error={errorOf('destination')}
      />
      <TextField
        testId="withdraw-amount"
        name="number"
        label={t('withdraw.amount')}
        placeholder={t('withdraw.amountPlaceholder', {
          min: formatAmount(rules.min, rules.precision, currency.name),
        })}
        inputMode="numeric"
        value={values.amount}
        onChange={(v) => set({ amount: sanitizeAmount(v, rules.precision) })}
        error={errorOf('amount')}
        suffix={
          <>
            <span>{currency.name}</span>
            <button
              type="button"
              className="amount-all"
              data-testid="withdraw-all"
              onClick={() => set({ amount: allAmount(rules.available, rules.precision) })}
            >
              {t('fund.all')}
            </button>
          </>
        }
      />
      <WithdrawFacts rules={rules} currency={currency.name} preview={preview} />
      <BankPayoutFacts payout={payout} />
      <TextField
        testId="withdraw-pay-password"
        name="pay_password"
        type="password"
        autoComplete="off"
        label={t('withdraw.payPassword')}
        placeholder={t('withdraw.payPasswordPlaceholder')}
        value={values.payPassword}
        onChange={(payPassword) => set({ payPassword })}
        error={errorOf('payPassword')}
      />
      {noPayPassword ? (
        <button
          type="button"
          className="hint-box notice-link"
          data-testid="withdraw-set-pay-password"
          onClick={() => void navigate('/pages/setting/payPassword')}
        >
          {t('withdraw.setPayPassword')}
        </button>
      ) : null}
      <Button
        block
        color="primary"
        className="submit-btn"
        loading={out.isPending}
        data-testid="withdraw-submit"
        onClick={() => void submit()}
      >
        {t('withdraw.submit')}
      </Button>
      <div className="hint-box withdraw-note">{t('withdraw.reviewNote')}</div>
      {stepUp.sheet}
    </>
  );
}

function WithdrawBody({ currency }: { currency: CurrencyItem }) {
  const info = useWithdrawInfo(currency.id);
  return (
    <QueryView query={info}>
      {(data) => {
        const rules: WithdrawRules = {
          currency: data.currency,
          precision: data.precision,
          min: data.min_number,
          fee: data.rate,
          available: data.change_balance,
        };
        return <WithdrawForm currency={currency} rules={rules} />;
      }}
    </QueryView>
  );
}

/** /pages/fund/withdraw — to a saved address or card; server fee and minimum; pay password; confirmed. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const currencies = useFundCurrencies();
  const options = fundCurrenciesFor(currencies.data?.currency, 'withdraw');
  const currency = pickFundCurrency(options, Number(params.get('currency')));

  const body = (
    <QueryView query={currencies}>
      {() =>
        currency ? (
          <>
            <CurrencyField
              value={currency}
              options={options}
              onPick={(id) => setParams({ currency: String(id) }, { replace: true })}
              testId="withdraw-currency"
            />
            <WithdrawBody key={currency.id} currency={currency} />
          </>
        ) : (
          <EmptyView title={t('fund.noCurrency')} />
        )
      }
    </QueryView>
  );

  return (
    <div className="page fund withdraw-page" data-testid="withdraw-page">
      <PageNav
        title={t('pages.withdraw')}
        right={
          <NavLink to={WITHDRAW_RECORDS_PATH} testId="withdraw-records-link">
            {t('records.short')}
          </NavLink>
        }
      />
      <div className="page-body">
        <DemoNotice kind="withdraw" />
        {body}
      </div>
    </div>
  );
}

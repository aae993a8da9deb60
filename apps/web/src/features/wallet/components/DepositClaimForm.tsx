import type { CurrencyItem } from '@meridian/contract/wallet';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/http';
import { ImageUpload } from '../../../components/ImageUpload';
import { TextField } from '../../../components/TextField';
import { useChargeReq } from '../data/deposits';
import {
  DEPOSIT_ACCOUNT_MAX,
  EMPTY_DEPOSIT,
  depositProblemKey,
  depositProblems,
  toChargeRequest,
} from '../forms/deposit/deposit';
import type { DepositField, DepositProblems, DepositValues } from '../forms/deposit/deposit';
import { translateMessage } from '../../../i18n';
import { exactAmount } from './WithdrawFacts';
import { sanitizeAmount } from '../../../lib/amountInput';

export const DEPOSIT_RECORDS_PATH = '/pages/fund/receive_withdraw_record?tab=deposit';
const SERVER_FIELDS: Record<string, DepositField> = {
  amount: 'amount',
  account: 'account',
  voucher: 'voucher',
};

/** The deposit claim: amount, payer account / tx hash, voucher; confirmed, then sent once (Idempotency-Key). */
export function DepositClaimForm({ currency, network }: { currency: CurrencyItem; network: string }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const charge = useChargeReq();
  const [values, setValues] = useState<DepositValues>(EMPTY_DEPOSIT);
  const [problems, setProblems] = useState<DepositProblems>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<DepositField, string>>>({});

  const set = (patch: Partial<DepositValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    const clear = <T extends object>(p: T) => {
      const next = { ...p };
      for (const k of Object.keys(patch)) delete next[k as keyof T];
      return next;
    };
    setProblems(clear);
    setServerErrors(clear);
  };
  const errorOf = (k: DepositField) =>
    serverErrors[k] ??
    (problems[k] ? t(depositProblemKey(problems[k]), { precision: currency.precision }) : undefined);

  const submit = async () => {
    const found = depositProblems(values, currency.precision);
    setProblems(found);
    const body = toChargeRequest(values, currency.id, network, currency.precision);
    if (!body) return;
    const ok = await overlays.confirm({
      title: t('deposit.confirmTitle'),
      content: (
        <div data-testid="deposit-confirm-text">
          {t('deposit.confirm', {
            amount: exactAmount(body.amount, currency.precision),
            currency: currency.name,
          })}
        </div>
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await charge.mutateAsync({ body });
      Toast.show({ icon: 'success', content: t('deposit.submitted') });
      void navigate(DEPOSIT_RECORDS_PATH);
    } catch (e) {
      // the helper toasted it; a field the server names shows it too
      const field = e instanceof ApiError && e.field ? SERVER_FIELDS[e.field] : undefined;
      if (field && e instanceof ApiError) setServerErrors({ [field]: translateMessage(e.message) });
    }
  };

  return (
    <section className="deposit-claim card" data-testid="deposit-claim">
      <h3 className="section-title">{t('deposit.claimTitle')}</h3>
      <p className="section-desc">{t('deposit.claimDesc')}</p>
      <TextField
        testId="deposit-amount"
        name="amount"
        label={t('deposit.amount')}
        placeholder={t('fund.amountPlaceholder')}
        inputMode="numeric"
        value={values.amount}
        onChange={(v) => set({ amount: sanitizeAmount(v, currency.precision) })}
        error={errorOf('amount')}
        suffix={<span>{currency.name}</span>}
      />
      <TextField
        testId="deposit-account"
        name="account"
        label={t('deposit.account')}
        placeholder={t('deposit.accountPlaceholder')}
        autoComplete="off"
        maxLength={DEPOSIT_ACCOUNT_MAX}
        value={values.account}
        onChange={(account) => set({ account })}
        error={errorOf('account')}
      />
      <ImageUpload
        testId="deposit-voucher"
        label={t('deposit.voucher')}
        value={values.voucher}
        onChange={(voucher) => set({ voucher })}
        error={errorOf('voucher')}
      />
      <div className="hint-box" data-testid="deposit-review-note">
        {t('deposit.reviewNote')}
      </div>
      <Button
        block
        color="primary"
        className="submit-btn"
        loading={charge.isPending}
        data-testid="deposit-submit"
        onClick={() => void submit()}
      >
        {t('deposit.submit')}
      </Button>
    </section>
  );
}

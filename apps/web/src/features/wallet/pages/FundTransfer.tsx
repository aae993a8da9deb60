import { ACCOUNT_FIELDS } from '@meridian/contract/wallet';
import type { AccountField, WalletBalances } from '@meridian/contract/wallet';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { DownOutline, LoopOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NavLink, PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { TextField } from '../../../components/TextField';
import { currencyChoices, rowOf } from '../data/accounts';
import { useTransfer, useWalletBalances } from '../data/hooks';
import { isQuietProblem, transferProblemKey } from '../forms/transfer/errors';
import {
  INITIAL_TRANSFER,
  allAmount,
  pickAccount,
  swapAccounts,
  toTransferRequest,
  transferProblem,
} from '../forms/transfer/state';
import type { TransferBalance, TransferForm } from '../forms/transfer/state';
import { transferSummary, transferSummaryText } from '../forms/transfer/summary';
import { PickerSheet } from '../../../components/PickerSheet';
import { formatAmount } from '../../../lib/money';
import { exactAmount } from '../components/WithdrawFacts';
import './fund.css';
import { sanitizeAmount } from '../../../lib/amountInput';

const HISTORY_PATH = '/pages/fund/transfer_history';

function isAccountField(v: string | null): v is AccountField {
  return v !== null && (ACCOUNT_FIELDS as readonly string[]).includes(v);
}

function initialForm(params: URLSearchParams, data: WalletBalances): TransferForm {
  const choices = currencyChoices(data);
  const wanted = Number(params.get('currency'));
  const currency = choices.find((c) => c.id === wanted) ?? choices[0];
  const from = params.get('from');
  const to = params.get('to');
  let form: TransferForm = { ...INITIAL_TRANSFER, currencyId: currency?.id ?? null };
  if (isAccountField(to)) form = pickAccount(form, 'to', to);
  if (isAccountField(from)) form = pickAccount(form, 'from', from);
  return form;
}

function TransferBody({ data }: { data: WalletBalances }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const transfer = useTransfer();
  const [form, setForm] = useState<TransferForm>(() => initialForm(params, data));
  const [touched, setTouched] = useState(false);
  const [sheet, setSheet] = useState<'from' | 'to' | 'currency' | null>(null);

  const choices = currencyChoices(data);
  const currency = choices.find((c) => c.id === form.currencyId);
  const row = rowOf(data, form.from, form.currencyId);
  const balance: TransferBalance | null = currency
    ? { currencyName: currency.name, precision: currency.precision, available: row?.available ?? '0' }
    : null;
  const problem = transferProblem(form, balance);
  const shownProblem =
    problem && (touched || (form.amount !== '' && !isQuietProblem(problem))) ? problem : null;

  const submit = async () => {
    setTouched(true);
    const body = toTransferRequest(form, balance);
    if (!body || !balance) return;
    const summary = transferSummary(form, balance);
    const ok = await overlays.confirm({
      title: t('fund.confirmTitle'),
      content: (
        <div data-testid="transfer-confirm-text">
          {transferSummaryText({ ...summary, amount: exactAmount(summary.amount, balance.precision) }, t)}
        </div>
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await transfer.mutateAsync({ body });
      Toast.show({ icon: 'success', content: t('fund.transferDone') });
      setForm((f) => ({ ...f, amount: '' }));
      setTouched(false);
    } catch {
      // the helper toasted the reason; balances are refreshed either way
    }
  };

  const accountOptions = ACCOUNT_FIELDS.map((f) => ({ value: f, label: t(`fund.account.${f}`) }));

  return (
    <>
      <div className="transfer-accounts card">
        <div className="transfer-sides">
          {(['from', 'to'] as const).map((side) => (
            <button
              key={side}
              type="button"
              className="transfer-side"
              data-testid={`transfer-${side}`}
              onClick={() => setSheet(side)}
            >
              <span className="side-label">{t(`fund.${side}`)}</span>
              <span className="side-value">{t(`fund.account.${form[side]}`)}</span>
              <DownOutline />
            </button>
          ))}
        </div>
        <button
          type="button"
          className="transfer-swap"
          aria-label={t('fund.swap')}
          data-testid="transfer-swap"
          onClick={() => setForm(swapAccounts)}
        >
          <LoopOutline />
        </button>
      </div>

      <div className="field">
        <span className="field-label">{t('fund.currency')}</span>
        <button
          type="button"
          className="field-select"
          data-testid="transfer-currency"
          onClick={() => setSheet('currency')}
        >
          {currency ? (
            <span>{currency.name}</span>
          ) : (
            <span className="placeholder">{t('fund.chooseCurrency')}</span>
          )}
          <DownOutline />
        </button>
      </div>

      <TextField
        testId="transfer-amount"
        label={t('fund.amount')}
        placeholder={t('fund.amountPlaceholder')}
        inputMode="numeric"
        value={form.amount}
        onChange={(v) => setForm((f) => ({ ...f, amount: sanitizeAmount(v, currency?.precision ?? 8) }))}
        error={
          shownProblem
            ? t(transferProblemKey(shownProblem), { precision: currency?.precision ?? 0 })
            : undefined
        }
        suffix={
          <>
            <span>{currency?.name}</span>
            <button
              type="button"
              className="amount-all"
              data-testid="transfer-all"
              onClick={() =>
                setForm((f) => ({
                  ...f,
                  amount: allAmount(balance?.available ?? null, currency?.precision ?? 0),
                }))
              }
            >
              {t('fund.all')}
            </button>
          </>
        }
      />
      <div className="available-line" data-testid="transfer-available">
        <span>{t('fund.availableIn', { account: t(`fund.account.${form.from}`) })}</span>
        <b>
          {balance ? formatAmount(balance.available ?? '0', balance.precision, currency?.name) : '--'}{' '}
          {currency?.name}
        </b>
      </div>

      <Button
        block
        color="primary"
        className="submit-btn"
        loading={transfer.isPending}
        disabled={problem !== null && problem !== 'amount_required' && touched}
        data-testid="transfer-submit"
        onClick={() => void submit()}
      >
        {t('fund.transfer')}
      </Button>
      <div className="hint-box" style={{ marginTop: 16 }}>
        {t('fund.transferHint')}
      </div>

      <PickerSheet
        visible={sheet === 'from' || sheet === 'to'}
        title={sheet === 'to' ? t('fund.chooseTo') : t('fund.chooseFrom')}
        testId={`transfer-${sheet === 'to' ? 'to' : 'from'}-sheet`}
        value={sheet === 'to' ? form.to : form.from}
        options={accountOptions}
        onClose={() => setSheet(null)}
        onPick={(v) => {
          const side = sheet === 'to' ? 'to' : 'from';
          setSheet(null);
          if (isAccountField(v)) setForm((f) => pickAccount(f, side, v));
        }}
      />
      <PickerSheet
        visible={sheet === 'currency'}
        title={t('fund.chooseCurrency')}
        testId="transfer-currency-sheet"
        value={form.currencyId === null ? '' : String(form.currencyId)}
        options={choices.map((c) => {
          const r = rowOf(data, form.from, c.id);
          return {
            value: String(c.id),
            label: c.name,
            extra: formatAmount(r?.available ?? '0', c.precision, c.name),
          };
        })}
        onClose={() => setSheet(null)}
        onPick={(v) => {
          setSheet(null);
          setForm((f) => ({ ...f, currencyId: Number(v), amount: '' }));
        }}
      />
    </>
  );
}

/** /pages/fund/fundTransfer — move one currency between the user's four accounts (confirmed, idempotent). */
export default function FundTransferPage() {
  const { t } = useTranslation();
  const balances = useWalletBalances();
  const body = <QueryView query={balances}>{(data) => <TransferBody data={data} />}</QueryView>;
  return (
    <div className="page fund" data-testid="transfer-page">
      <PageNav
        title={t('pages.fundTransfer')}
        right={
          <NavLink to={HISTORY_PATH} testId="transfer-history-link">
            {t('fund.history')}
          </NavLink>
        }
      />
      <div className="page-body">{body}</div>
    </div>
  );
}

import type { GetTransferListResponse } from '@meridian/contract/wallet';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { LoopOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { TextField } from '../../../components/TextField';
import { useConversionList, useConversionQuote, useConvert } from '../data/conversion';
import {
  conversionPreview,
  conversionProblem,
  conversionProblemKey,
  initialConversion,
  isQuietProblem,
  maxAmount,
  pickCurrency,
  swapCurrencies,
  toConversionRequest,
} from '../forms/conversion/state';
import type { ConversionContext, ConversionForm } from '../forms/conversion/state';
import { PickerSheet } from '../../../components/PickerSheet';
import { ConfirmContent, CurrencySide, PreviewCard, RecentConversions } from '../components/ConversionParts';
import { formatAmount } from '../../../lib/money';
import './fund.css';
import './conversion.css';
import { sanitizeAmount } from '../../../lib/amountInput';

function ConversionBody({ data }: { data: GetTransferListResponse }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const convert = useConvert();
  const [form, setForm] = useState<ConversionForm>(() => initialConversion(data.transfer));
  const [touched, setTouched] = useState(false);
  const [sheet, setSheet] = useState<'from' | 'to' | null>(null);
  const quote = useConversionQuote(form.from, form.to);

  const balanceOf = (id: number | null) => data.wallet.find((w) => w.currency === id)?.change_balance;
  const from = data.transfer.find((c) => c.id === form.from);
  const to = data.transfer.find((c) => c.id === form.to);
  const q =
    quote.data && quote.data.from_currency_id === form.from && quote.data.to_currency_id === form.to
      ? quote.data
      : null;
  const ctx: ConversionContext = { from, to, available: balanceOf(form.from) ?? null, quote: q };
  const preview = conversionPreview(form.amount, ctx);
  const problem = conversionProblem(form, ctx);
  const shownProblem =
    problem && (touched || (form.amount !== '' && !isQuietProblem(problem))) ? problem : null;

  const submit = async () => {
    setTouched(true);
    const body = toConversionRequest(form, ctx);
    if (!body || !preview || !q || !from || !to) return;
    const ok = await overlays.confirm({
      title: t('conversion.confirmTitle'),
      content: <ConfirmContent amount={body.number} preview={preview} quote={q} from={from} to={to} />,
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      const done = await convert.mutateAsync({ body });
      Toast.show({
        icon: 'success',
        content: (
          <div className="conv-toast" data-testid="conversion-done">
            {t('conversion.done')}
            <b>
              +{formatAmount(done.result, to.precision, to.name)} {to.name}
            </b>
          </div>
        ),
      });
      setForm((f) => ({ ...f, amount: '' }));
      setTouched(false);
    } catch {
      // the helper toasted the reason; balances are refreshed either way
    }
  };

  const options = data.transfer.map((c) => ({
    value: String(c.id),
    label: `${c.name} · ${c.full_name}`,
    extra: formatAmount(balanceOf(c.id) ?? '0', c.precision, c.name),
  }));
  const feePercent = q?.fee ?? data.fee;

  return (
    <>
      <div className="conv-pair card">
        <CurrencySide
          side="from"
          currency={from}
          balance={balanceOf(form.from)}
          onPick={() => setSheet('from')}
        />
        <button
          type="button"
          className="transfer-swap conv-swap"
          aria-label={t('conversion.swap')}
          data-testid="conversion-swap"
          onClick={() => setForm(swapCurrencies)}
        >
          <LoopOutline />
        </button>
        <CurrencySide side="to" currency={to} balance={balanceOf(form.to)} onPick={() => setSheet('to')} />
      </div>

      <TextField
        testId="conversion-amount"
        label={t('conversion.amount')}
        placeholder={t('conversion.amountPlaceholder')}
        inputMode="numeric"
        value={form.amount}
        onChange={(v) => setForm((f) => ({ ...f, amount: sanitizeAmount(v, from?.precision ?? 8) }))}
        error={
          shownProblem
            ? t(conversionProblemKey(shownProblem), { precision: from?.precision ?? 0 })
            : undefined
        }
        suffix={
          <>
            <span>{from?.name}</span>
            <button
              type="button"
              className="amount-all"
              data-testid="conversion-max"
              onClick={() => setForm((f) => ({ ...f, amount: maxAmount(ctx, feePercent) }))}
            >
              {t('conversion.max')}
            </button>
          </>
        }
      />
      <div className="available-line" data-testid="conversion-available">
        <span>{t('conversion.available')}</span>
        <b>
          {from ? formatAmount(balanceOf(form.from) ?? '0', from.precision, from.name) : '--'} {from?.name}
        </b>
      </div>

      {from && to ? (
        <PreviewCard
          quote={{ ...quote, data: q ?? undefined }}
          refreshing={quote.isFetching}
          from={from}
          to={to}
          preview={preview}
        />
      ) : null}

      <Button
        block
        color="primary"
        className="submit-btn"
        loading={convert.isPending}
        disabled={problem !== null && problem !== 'amount_required' && touched}
        data-testid="conversion-submit"
        onClick={() => void submit()}
      >
        {t('conversion.submit')}
      </Button>
      <div className="hint-box conv-hint">{t('conversion.hint')}</div>

      <RecentConversions />

      <PickerSheet
        visible={sheet !== null}
        title={sheet === 'to' ? t('conversion.chooseTo') : t('conversion.chooseFrom')}
        testId={`conversion-${sheet ?? 'from'}-sheet`}
        value={String((sheet === 'to' ? form.to : form.from) ?? '')}
        options={options}
        onClose={() => setSheet(null)}
        onPick={(v) => {
          const side = sheet ?? 'from';
          setSheet(null);
          setForm((f) => pickCurrency(f, side, Number(v)));
        }}
      />
    </>
  );
}

/** /pages/fund/transfer — coin conversion at the market price (user/Transfer), confirmed and idempotent. */
export default function ConversionPage() {
  const { t } = useTranslation();
  const list = useConversionList();
  const body = (
    <QueryView
      query={list}
      isEmpty={(data) => data.transfer.length < 2}
      empty={<EmptyView title={t('conversion.noCurrency')} />}
    >
      {(data) => <ConversionBody data={data} />}
    </QueryView>
  );
  return (
    <div className="page fund conversion" data-testid="conversion-page">
      <PageNav title={t('pages.conversion')} />
      <div className="page-body">{body}</div>
    </div>
  );
}

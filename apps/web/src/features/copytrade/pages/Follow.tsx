import type { FollowTraderDetail } from '@meridian/contract/copytrade';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { QueryView, allLoaded } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import {
  followFormOf,
  followProblems,
  followRequest,
  newFollowForm,
  numberDecimals,
  stopLossAmount,
} from '../data/form';
import type { FollowForm, FollowProblems, FormProblem } from '../data/form';
import { useFollowTrader, useMyFollows, useTraderDetail } from '../data/hooks';
import { modeKey } from '../data/labels';
import { numberRange } from '../data/preview';
import { formatNumber, formatPercentFigure } from '../../../lib/format';
import { messageParams } from '../../../lib/messageParams';
import { DemoBadge, TraderAvatar, plainPct, usdt } from '../components/parts';
import { MY_COPY_PATH, agreementPath, idParam } from '../paths';
import { Chips } from '../components/parts';
import { FollowField } from '../components/FollowField';
import { FollowPreviewBox } from '../components/FollowPreview';
import '../../../styles/trade.css';
import './copytrade.css';
import './follow.css';
import { sanitizeAmount } from '../../../lib/amountInput';

function useProblemText() {
  const { t } = useTranslation();
  return (p: FormProblem | undefined) =>
    p ? t(`errors.${p.key}`, messageParams(p.key, p.params)) : undefined;
}

function FollowFormView({ d }: { d: FollowTraderDetail }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const follow = useFollowTrader();
  const text = useProblemText();
  const info = d.trader_info;
  const editing = d.my_follow !== null;
  const [form, setForm] = useState<FollowForm>(() =>
    d.my_follow ? followFormOf(d.my_follow) : newFollowForm(info.min_amount),
  );
  const [problems, setProblems] = useState<FollowProblems>({});
  const patch = (p: Partial<FollowForm>) => {
    setForm((f) => ({ ...f, ...p }));
    setProblems({});
  };
  const range = numberRange(form.type);
  const shareRate = d.my_follow ? d.my_follow.profit_share : info.profit_share;
  const stopAt = stopLossAmount(form);

  const submit = async () => {
    const found = followProblems(form, info.min_amount);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = followRequest(info.id, form);
    const ok = await overlays.confirm({
      title: editing ? t('copy.confirmEditTitle') : t('copy.confirmTitle', { name: info.nickname }),
      content: (
        <div className="follow-confirm" data-testid="follow-confirm-text">
          <p>
            {t(modeKey(body.type))}:{' '}
            <b>
              {body.type === 1
                ? `×${formatNumber(body.number, { decimals: 2 })}`
                : t('copy.lotsN', { count: Number(body.number) })}
            </b>
          </p>
          <p>
            {t('copy.budget')}: <b>{usdt(body.budget)} USDT</b>
          </p>
          <p>
            {t('copy.stopLoss')}:{' '}
            <b>
              {body.stop_loss_percent
                ? `${formatPercentFigure(body.stop_loss_percent, { decimals: 0 })} (−${usdt(stopAt)} USDT)`
                : t('copy.none')}
            </b>
          </p>
          <p>
            {t('copy.profitShare')}: <b>{plainPct(shareRate)}</b>
          </p>
          <p className="muted">{t('copy.confirmText')}</p>
        </div>
      ),
      confirmText: (
        <span data-testid="follow-confirm">{editing ? t('copy.saveFollow') : t('copy.follow')}</span>
      ),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await follow.mutateAsync({ body });
      Toast.show({ icon: 'success', content: editing ? t('copy.editedToast') : t('copy.followedToast') });
      void navigate(MY_COPY_PATH, { replace: true });
    } catch {
      // toasted by the http helper
    }
  };

  return (
    <form
      className="follow-form"
      data-testid="follow-form"
      data-mode={editing ? 'edit' : 'new'}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <section className="copy-profile card">
        <header>
          <TraderAvatar src={info.head_portrait} />
          <div className="copy-card-who">
            <b>{info.nickname}</b>
            {info.is_demo ? <DemoBadge /> : null}
            <span className="muted">
              {t('copy.profitShare')} {plainPct(shareRate)} · {t('copy.minBudget')} {usdt(info.min_amount)}{' '}
              USDT
            </span>
          </div>
        </header>
      </section>
      <label className="follow-label">{t('copy.mode.label')}</label>
      <Chips
        value={String(form.type)}
        testId="follow-type"
        options={[
          { value: '1', label: t('copy.mode.multiple') },
          { value: '2', label: t('copy.mode.lots') },
        ]}
        onChange={(v) => patch({ type: v === '2' ? 2 : 1, number: v === '2' ? '1' : '1' })}
      />
      <FollowField
        testId="follow-number"
        title={form.type === 1 ? t('copy.multipleLabel') : t('copy.lotsLabel')}
        hint={t('copy.range', range)}
        value={form.number}
        inputMode={form.type === 1 ? 'decimal' : 'numeric'}
        error={text(problems.number)}
        onChange={(v) => patch({ number: sanitizeAmount(v, numberDecimals(form.type)) })}
      />
      <FollowPreviewBox type={form.type} number={form.number} />
      <FollowField
        testId="follow-budget"
        title={t('copy.budget')}
        hint={t('copy.budgetHint', { min: usdt(info.min_amount) })}
        value={form.budget}
        unit="USDT"
        error={text(problems.budget)}
        onChange={(v) => patch({ budget: sanitizeAmount(v, 2) })}
      />
      <FollowField
        testId="follow-stop"
        title={t('copy.stopLoss')}
        hint={t('copy.optional')}
        label={t('copy.stopLossPlaceholder')}
        value={form.stopLoss}
        unit="%"
        inputMode="numeric"
        error={text(problems.stopLoss)}
        onChange={(v) => patch({ stopLoss: sanitizeAmount(v, 0) })}
      />
      <p className="follow-hint" data-testid="follow-stop-hint">
        {stopAt
          ? t('copy.stopLossHint', { amount: usdt(stopAt), percent: form.stopLoss })
          : t('copy.stopLossNone')}
      </p>
      <p className="follow-hint">{t('copy.shareHint', { rate: plainPct(shareRate) })}</p>
      <p className="follow-hint">{t('copy.marketPriceHint')}</p>
      <Button
        block
        color="primary"
        type="submit"
        loading={follow.isPending}
        disabled={!editing && d.is_full}
        data-testid="follow-submit"
      >
        {editing ? t('copy.saveFollow') : d.is_full ? t('copy.full') : t('copy.follow')}
      </Button>
    </form>
  );
}

/** Before a first follow: the agreement must be read and accepted (follow/agree). */
function AgreementGate() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <section className="copy-gate card" data-testid="follow-agreement-gate">
      <b>{t('copy.agreementGateTitle')}</b>
      <p>{t('copy.agreementGateText')}</p>
      <Button
        block
        color="primary"
        data-testid="follow-read-agreement"
        onClick={() => void navigate(agreementPath(i18n.language, pathname + search))}
      >
        {t('copy.readAgreement')}
      </Button>
    </section>
  );
}

/** Whether this trader can be followed by this reader, and then the gate or the form. */
function FollowBody({ id, d, agreed }: { id: number; d: FollowTraderDetail; agreed: boolean }) {
  const { t } = useTranslation();
  if (d.is_self) return <EmptyView testId="follow-self" title={t('errors.follow_self')} />;
  if (d.trader_info.is_trader !== 1)
    return <EmptyView testId="follow-unavailable" title={t('errors.follow_trader_unavailable')} />;
  if (!agreed) return <AgreementGate />;
  return <FollowFormView key={`${id}-${d.my_follow?.id ?? 0}`} d={d} />;
}

/** /pages/follow/follow `?id=` — follow a trader, or change my follow of them. */
export default function FollowPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const detail = useTraderDetail(id, 30);
  const my = useMyFollows(false);
  const editing = Boolean(detail.data?.my_follow);

  return (
    <div className="page copy-page" data-testid="follow-page">
      <PageNav title={editing ? t('copy.editFollow') : t('pages.follow')} />
      <div className="page-body">
        {id === 0 ? (
          <EmptyView testId="trader-missing" title={t('copy.traderMissing')} />
        ) : (
          <QueryView query={allLoaded([detail, my])}>
            {([d, m]) => <FollowBody id={id} d={d} agreed={m.agreement_accepted} />}
          </QueryView>
        )}
      </div>
    </div>
  );
}

import type { CopytradeApplyInfo } from '@meridian/contract/copytrade';
import { Button, TextArea } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { useApplyInfo, useTraderTerms } from '../data/hooks';
import { checkTerms, newTermsForm, termsFormOf } from '../data/terms';
import type { TermsForm, TermsProblems } from '../data/terms';
import { formatNumber } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { FollowField } from '../components/FollowField';
import { Signed, plainPct, pct, usdt } from '../components/parts';
import { traderPath } from '../paths';
import { useNavigate } from 'react-router';
import '../../../styles/trade.css';
import './copytrade.css';
import './follow.css';
import { sanitizeAmount } from '../../../lib/amountInput';
import { Fact } from '../../../components/Fact';

type Mode = 'apply' | 'settings';

function Record({ info }: { info: CopytradeApplyInfo }) {
  const { t } = useTranslation();
  const r = info.record;
  return (
    <section className="copy-stats card" data-testid="apply-record">
      <div className="copy-section-head">
        <b>{t('copy.futuresRecord')}</b>
      </div>
      <div className="copy-stats-grid">
        <Fact look="copy" label={t('copy.closedPositions')} testId="apply-record-closed">
          {r.profit_count}/{r.closed_count}
        </Fact>
        <Fact look="copy" label={t('copy.winRate')} testId="apply-record-win">
          {plainPct(r.correct_rate)}
        </Fact>
        <Fact look="copy" label={t('copy.pnl')} testId="apply-record-pnl">
          <Signed value={r.total_profits} />
        </Fact>
        <Fact look="copy" label={t('copy.roi')}>
          {pct(r.total_income_rate)}
        </Fact>
        <Fact look="copy" label={t('copy.volume')}>
          {usdt(r.volume)}
        </Fact>
        <Fact look="copy" label={t('copy.firstTrade')}>
          {r.first_trade_at ? formatDateTime(r.first_trade_at) : '--'}
        </Fact>
      </div>
    </section>
  );
}

function Status({ info }: { info: CopytradeApplyInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const a = info.application;
  const trader = info.trader;
  if (trader?.status === 'active')
    return (
      <section className="copy-status card up" data-testid="apply-status" data-state="trader">
        <b>{t('copy.youAreTrader')}</b>
        <p>{t('copy.youAreTraderText')}</p>
        <Button size="small" fill="outline" onClick={() => void navigate(traderPath(trader.user_id))}>
          {t('copy.viewProfile')}
        </Button>
      </section>
    );
  if (trader?.status === 'revoked' && (!a || a.status !== 'pending'))
    return (
      <section className="copy-status card down" data-testid="apply-status" data-state="revoked">
        <b>{t('copy.revoked')}</b>
        {trader.reason ? <p>{t('copy.reasonGiven', { reason: trader.reason })}</p> : null}
      </section>
    );
  if (!a) return null;
  if (a.status === 'pending')
    return (
      <section className="copy-status card" data-testid="apply-status" data-state="pending">
        <b>{t('copy.applicationPending')}</b>
        <p>{t('copy.applicationPendingText', { date: formatDateTime(a.created_at) })}</p>
      </section>
    );
  if (a.status === 'rejected')
    return (
      <section className="copy-status card down" data-testid="apply-status" data-state="rejected">
        <b>{t('copy.applicationRejected')}</b>
        <p data-testid="apply-reject-reason">{t('copy.reasonGiven', { reason: a.reason })}</p>
        <p className="muted">{t('copy.applyAgain')}</p>
      </section>
    );
  return null;
}

function TermsFormView({ info, mode }: { info: CopytradeApplyInfo; mode: Mode }) {
  const overlays = usePageOverlays();
  const { t, i18n } = useTranslation();
  const terms = useTraderTerms(mode);
  const [form, setForm] = useState<TermsForm>(() =>
    mode === 'settings' && info.trader
      ? termsFormOf(info.trader)
      : info.application
        ? termsFormOf(info.application)
        : { ...newTermsForm(), maxFollowers: String(info.max_followers_default) },
  );
  const [problems, setProblems] = useState<TermsProblems>({});
  const text = (k: keyof TermsForm) => (problems[k] ? i18n.t(`errors.${problems[k].key}`) : undefined);
  const patch = (p: Partial<TermsForm>) => {
    setForm((f) => ({ ...f, ...p }));
    setProblems({});
  };
  const submit = async () => {
    const checked = checkTerms(form);
    if (!checked.ok) return setProblems(checked.problems);
    const r = checked.request;
    const ok = await overlays.confirm({
      title: mode === 'apply' ? t('copy.applyConfirmTitle') : t('copy.settingsConfirmTitle'),
      content: (
        <div className="follow-confirm" data-testid="apply-confirm-text">
          <p>
            {t('copy.profitShare')}: <b>{plainPct(r.profit_share)}</b>
          </p>
          <p>
            {t('copy.maxFollowers')}: <b>{formatNumber(r.max_followers, { decimals: 0 })}</b>
          </p>
          <p>
            {t('copy.minBudget')}: <b>{usdt(r.min_amount)} USDT</b>
          </p>
          {mode === 'settings' ? <p className="muted">{t('copy.settingsNote')}</p> : null}
        </div>
      ),
      confirmText: (
        <span data-testid="apply-confirm">
          {mode === 'apply' ? t('copy.submitApplication') : t('common.save')}
        </span>
      ),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await terms.mutateAsync({ body: r });
      Toast.show({
        icon: 'success',
        content: mode === 'apply' ? t('copy.appliedToast') : t('copy.settingsSavedToast'),
      });
    } catch {
      // toasted by the http helper
    }
  };
  return (
    <form
      className="follow-form card copy-terms-form"
      data-testid={`trader-terms-${mode}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <b>{mode === 'apply' ? t('copy.applyTitle') : t('copy.traderSettings')}</b>
      <label className="follow-label">{t('copy.bio')}</label>
      <div className={`copy-bio-field${problems.bio ? ' has-error' : ''}`} data-testid="terms-bio">
        <TextArea
          value={form.bio}
          onChange={(v) => patch({ bio: v })}
          placeholder={t('copy.bioPlaceholder')}
          maxLength={280}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </div>
      {problems.bio ? <div className="ticket-error">{text('bio')}</div> : null}
      <FollowField
        testId="terms-share"
        title={t('copy.profitShare')}
        hint={t('copy.shareRange', { max: plainPct(info.share_max) })}
        value={form.profitShare}
        unit="%"
        error={text('profitShare')}
        onChange={(v) => patch({ profitShare: sanitizeAmount(v, 2) })}
      />
      <FollowField
        testId="terms-max"
        title={t('copy.maxFollowers')}
        hint={t('copy.maxFollowersRange', { max: formatNumber(info.max_followers_limit, { decimals: 0 }) })}
        value={form.maxFollowers}
        inputMode="numeric"
        error={text('maxFollowers')}
        onChange={(v) => patch({ maxFollowers: sanitizeAmount(v, 0) })}
      />
      <FollowField
        testId="terms-min"
        title={t('copy.minBudget')}
        value={form.minAmount}
        unit="USDT"
        error={text('minAmount')}
        onChange={(v) => patch({ minAmount: sanitizeAmount(v, 2) })}
      />
      <p className="follow-hint">{t('copy.termsHint')}</p>
      <Button block color="primary" type="submit" loading={terms.isPending} data-testid="terms-submit">
        {mode === 'apply' ? t('copy.submitApplication') : t('common.save')}
      </Button>
    </form>
  );
}

function ApplyBody({ info: d }: { info: CopytradeApplyInfo }) {
  const pending = d.application?.status === 'pending';
  const mode: Mode | null = d.trader?.status === 'active' ? 'settings' : pending ? null : 'apply';
  return (
    <>
      <Status info={d} />
      <Record info={d} />
      {mode ? <TermsFormView key={`${mode}-${d.application?.id ?? 0}`} info={d} mode={mode} /> : null}
    </>
  );
}

/** /pages/copytrade/apply — my futures record, the application (pending / rejected with reason), or trader settings. */
export default function ApplyPage() {
  const { t } = useTranslation();
  const info = useApplyInfo();
  return (
    <div className="page copy-page" data-testid="trader-apply">
      <PageNav title={t('pages.traderApply')} />
      <div className="page-body copy-detail">
        <QueryView query={info}>{(d) => <ApplyBody info={d} />}</QueryView>
      </div>
    </div>
  );
}

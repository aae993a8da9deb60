import { KYC_LIMITS, KYC_REVIEW_HOURS } from '@meridian/contract';
import type { KycState } from '@meridian/contract';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill, UserCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { useRealState } from '../data/kyc';
import { realStep } from '../forms/kyc/real';
import { formatPrice } from '../../../lib/format';
import './setting.css';

const ICONS: Record<KycState, ReactNode> = {
  not_verified: <UserCircleOutline />,
  verifying: <ClockCircleFill />,
  verified: <CheckCircleFill />,
  audit_failed: <CloseCircleFill />,
};

/** /pages/setting/real_mark — the identity state and level with what to do next. */
export default function RealMarkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useRealState();

  const body = (
    <QueryView query={state}>
      {(s) => {
        const step = realStep(s);
        const cta =
          step === 'primary'
            ? t(s.primary_state === 'audit_failed' ? 'kyc.resubmitLv1' : 'kyc.startLv1')
            : step === 'advanced'
              ? t(s.advanced_state === 'audit_failed' ? 'kyc.resubmitLv2' : 'kyc.startLv2')
              : null;
        return (
          <>
            <div className={`kyc-status card kyc-${s.state}`} data-testid="kyc-status" data-state={s.state}>
              <div className="kyc-icon">{ICONS[s.state]}</div>
              <div className="kyc-title">{t(`kyc.state.${s.state}`)}</div>
              <div className="kyc-level" data-testid="kyc-level">
                {t('kyc.level', { level: s.level === 0 ? t('kyc.levelNone') : `Lv${s.level}` })}
              </div>
              {s.state === 'verifying' ? (
                <div className="kyc-note">
                  {t('kyc.reviewWithin', { hours: s.review_hours || KYC_REVIEW_HOURS })}
                </div>
              ) : null}
              {s.state === 'audit_failed' && s.reason ? (
                <div className="kyc-note danger" data-testid="kyc-reason">
                  {t('kyc.reason', { reason: s.reason })}
                </div>
              ) : null}
            </div>
            <div className="kyc-levels">
              {(['lv1', 'lv2'] as const).map((lv, i) => {
                const levelState = i === 0 ? s.primary_state : s.advanced_state;
                return (
                  <div key={lv} className="kyc-level-card card" data-testid={`kyc-${lv}`}>
                    <div className="kyc-level-head">
                      <span>{t(`kyc.${lv}Title`)}</span>
                      <span className={`kyc-chip kyc-${levelState}`}>{t(`kyc.state.${levelState}`)}</span>
                    </div>
                    <div className="kyc-level-body">
                      {t(`kyc.${lv}Desc`)}
                      <br />
                      {t('kyc.limit', {
                        btc: formatPrice(KYC_LIMITS[lv].withdrawBtcPer24h, 0),
                        usdt: formatPrice(KYC_LIMITS[lv].fiatTradeMaxUsdt, 0),
                      })}
                    </div>
                  </div>
                );
              })}
            </div>
            {cta ? (
              <Button
                block
                color="primary"
                className="submit-btn"
                data-testid="kyc-cta"
                onClick={() => void navigate('/pages/setting/real')}
              >
                {cta}
              </Button>
            ) : null}
          </>
        );
      }}
    </QueryView>
  );

  return (
    <div className="page" data-testid="realmark-page">
      <PageNav title={t('pages.real')} />
      <div className="page-body">{body}</div>
    </div>
  );
}

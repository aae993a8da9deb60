import type { DemoClaimKind } from '@meridian/contract/demo';
import { Button } from 'antd-mobile';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { CheckCircleFill, GiftOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TRADE_PATH } from '../../../lib/paths';
import { demoOffer, offerAmount, useDemoClaim, useDemoStatus } from '../data/demo';
import { useSession } from '../../../state/session';
import { markClaimAfterSignUp, useClaimAfterSignUp } from './claimAfterSignUp';
import { DEMO_PATH, demoAmount } from './demoFormat';
import './demo.css';

/**
 * Demo funds where a newcomer lands (home, assets): a visitor is asked to sign up, a new account claims
 * 10,000 demo USDT, a low balance tops up once a day — each after a confirmation with the exact amount, then
 * a success state that leads to trading. Shows nothing without demo mode or when nothing is on offer.
 */
export function DemoFundsCard({ place }: { place: 'home' | 'assets' | 'demo' }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.token !== '');
  const status = useDemoStatus();
  const claim = useDemoClaim();
  const [credited, setCredited] = useState<{ amount: string; kind: DemoClaimKind } | null>(null);
  const claimNow = async (kind: DemoClaimKind) => {
    try {
      const reply = await claim.mutateAsync({ kind });
      setCredited({ amount: reply.amount, kind: reply.kind });
    } catch {
      // the helper toasted the reason (already claimed, topped up today…); the status is refreshed
    }
  };
  // "Sign up and claim": once signed in, the claim the button promised is made without asking again
  useClaimAfterSignUp(status.data, loggedIn, () => void claimNow('claim'));

  if (credited)
    return (
      <section className="demo-card done card" data-testid="demo-claim-success" aria-live="polite">
        <CheckCircleFill className="demo-card-icon ok" aria-hidden="true" />
        <div className="demo-card-body">
          <h3>{t('demo.successTitle', { amount: demoAmount(credited.amount) })}</h3>
          <p>{t('demo.successText')}</p>
        </div>
        <Button
          color="primary"
          size="small"
          shape="rounded"
          data-testid="demo-start-trading"
          onClick={() => void navigate(TRADE_PATH)}
        >
          {t('demo.startTrading')}
        </Button>
      </section>
    );

  const data = status.data;
  const offer = demoOffer(data, loggedIn);
  if (!data || !offer) return null;

  if (offer === 'register')
    return (
      <section className="demo-card card" data-testid={`demo-card-${place}`}>
        <GiftOutline className="demo-card-icon" aria-hidden="true" />
        <div className="demo-card-body">
          <h3>{t('demo.cardTitle', { amount: demoAmount(data.claim_amount) })}</h3>
          <p>{t('demo.cardText')}</p>
        </div>
        <Button
          block
          color="primary"
          data-testid="demo-register"
          onClick={() => {
            markClaimAfterSignUp();
            void navigate('/pages/common/register');
          }}
        >
          {t('demo.registerToClaim', { amount: demoAmount(data.claim_amount) })}
        </Button>
      </section>
    );

  const kind = offer;
  const amount = offerAmount(data, kind);
  const shown = demoAmount(amount);
  const submit = async () => {
    const ok = await overlays.confirm({
      title: t(kind === 'claim' ? 'demo.confirmTitle' : 'demo.confirmTopUpTitle'),
      content: (
        <div data-testid="demo-confirm-text">
          {t('demo.confirmText', { amount: shown, currency: data.currency })}
        </div>
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    await claimNow(kind);
  };

  return (
    <section className="demo-card card" data-testid={`demo-card-${place}`}>
      <GiftOutline className="demo-card-icon" aria-hidden="true" />
      <div className="demo-card-body">
        <h3>{kind === 'claim' ? t('demo.cardTitle', { amount: shown }) : t('demo.topUpTitle')}</h3>
        <p>
          {kind === 'claim'
            ? t('demo.cardText')
            : t('demo.topUpText', { amount: shown, below: demoAmount(data.top_up_below) })}{' '}
          <Link to={DEMO_PATH}>{t('demo.learnMore')}</Link>
        </p>
      </div>
      <Button
        block
        color="primary"
        loading={claim.isPending}
        data-testid={kind === 'claim' ? 'demo-claim' : 'demo-top-up'}
        onClick={() => void submit()}
      >
        {t(kind === 'claim' ? 'demo.claim' : 'demo.topUp', { amount: shown })}
      </Button>
    </section>
  );
}

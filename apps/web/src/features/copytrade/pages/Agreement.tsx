import { Button, Checkbox } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { useAgreeCopy, useMyFollows } from '../data/hooks';
import { safeNext } from '../paths';
import { AGREEMENT_EN, AGREEMENT_ZH } from '../components/agreementText';
import './copytrade.css';
import './follow.css';

/**
 * /pages/follow/agreement_zh and /pages/follow/agreement_en — the agreement in its own language, accepted
 * (follow/agree with COPY_AGREEMENT_VERSION) before a first follow; then back to `?next=` (the follow form).
 */
export default function AgreementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const text = pathname.endsWith('agreement_zh') ? AGREEMENT_ZH : AGREEMENT_EN;
  const my = useMyFollows(false);
  const agree = useAgreeCopy();
  const [checked, setChecked] = useState(false);
  const accepted = my.data?.agreement_accepted === true;
  const accept = async () => {
    try {
      await agree.mutateAsync();
      Toast.show({ icon: 'success', content: t('copy.agreementAccepted') });
      void navigate(safeNext(params.get('next')), { replace: true });
    } catch {
      // toasted by the http helper
    }
  };
  return (
    <div className="page copy-page" data-testid="follow-agreement" lang={text === AGREEMENT_ZH ? 'zh' : 'en'}>
      <PageNav title={t('pages.followAgreement')} />
      <div className="page-body copy-agreement">
        <h2>{text.title}</h2>
        <p>{text.intro}</p>
        {text.sections.map((s) => (
          <section key={s.title}>
            <h3>{s.title}</h3>
            {s.body.map((b) => (
              <p key={b.slice(0, 24)}>{b}</p>
            ))}
          </section>
        ))}
        {accepted ? (
          <p className="copy-agreement-done" data-testid="follow-agreement-accepted">
            {text.accepted}
          </p>
        ) : (
          <div className="copy-agreement-accept">
            <Checkbox checked={checked} onChange={setChecked} data-testid="follow-agreement-check">
              {text.accept}
            </Checkbox>
            <Button
              block
              color="primary"
              disabled={!checked}
              loading={agree.isPending}
              data-testid="follow-agreement-accept"
              onClick={() => void accept()}
            >
              {text.acceptButton}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

import type { TotpSetupResponse } from '@meridian/contract/security';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { copyText } from '../../../components/copy';
import { Toast } from '../../../components/overlays';
import { PageNav } from '../../../components/PageNav';
import { QrCode } from '../../../components/QrCode';
import { QueryView } from '../../../components/QueryView';
import { TextField } from '../../../components/TextField';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { translateMessage } from '../../../i18n';
import { useUserInfo } from '../../account';
import { RecoveryCodesView } from '../components/RecoveryCodesView';
import { useStepUp } from '../components/useStepUp';
import {
  useRenewRecoveryCodes,
  useSecurityOverview,
  useTotpDisable,
  useTotpEnable,
  useTotpSetup,
} from '../data/security';
import { factorRefusal, typedFactor } from '../forms/secondFactor';
import { StepUpCancelled } from '../forms/stepUp';
import { SECURITY_PATH } from '../paths';
import '../security.css';

/** Scanning the QR code, or typing the secret, then the first code: the pending secret becomes the factor. */
function Enrol({ setup, onEnabled }: { setup: TotpSetupResponse; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const enable = useTotpEnable();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    const typed = typedFactor('totp', code);
    if (!typed.ok || !('totp_code' in typed.fields))
      return setProblem(typed.ok ? 'totp_code_invalid' : typed.problem);
    try {
      const reply = await enable.mutateAsync(typed.fields.totp_code);
      onEnabled(reply.recovery_codes);
    } catch (e) {
      setProblem(factorRefusal(e) ?? (e instanceof Error ? e.message : 'internal_error'));
    }
  };

  return (
    <div className="totp-enrol" data-testid="totp-enrol">
      <ol className="totp-steps">
        <li>{t('securityCenter.totp.step1')}</li>
        <li>{t('securityCenter.totp.step2')}</li>
      </ol>
      <div className="totp-qr" data-testid="totp-qr">
        <QrCode value={setup.uri} size={180} dark="#111111" />
      </div>
      <div className="totp-secret">
        <span className="field-label">{t('securityCenter.totp.secret')}</span>
        <code data-testid="totp-secret">{setup.secret}</code>
        <Button
          size="mini"
          data-testid="totp-secret-copy"
          onClick={() =>
            void copyText(setup.secret, t('securityCenter.totp.secretCopied'), t('securityCenter.copyFailed'))
          }
        >
          {t('securityCenter.copy')}
        </Button>
      </div>
      <p className="totp-step3">{t('securityCenter.totp.step3')}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          testId="totp-code"
          label={t('securityCenter.factor.totpLabel')}
          placeholder={t('securityCenter.factor.totpPlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(v) => {
            setCode(v);
            setProblem(undefined);
          }}
          error={problem ? translateMessage(problem) : undefined}
        />
        <Button
          block
          color="primary"
          type="submit"
          className="submit-btn"
          loading={enable.isPending}
          data-testid="totp-enable"
        >
          {t('securityCenter.totp.enable')}
        </Button>
      </form>
    </div>
  );
}

/**
 * /pages/setting/authenticator — turning the authenticator app on (QR code or secret, a first code, then the
 * ten recovery codes once), new recovery codes, and turning it off (a step-up, then a confirmation).
 */
export default function AuthenticatorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const overlays = usePageOverlays();
  const overview = useSecurityOverview();
  const user = useUserInfo();
  const setup = useTotpSetup();
  const disable = useTotpDisable();
  const renew = useRenewRecoveryCodes();
  const stepUp = useStepUp();
  const [codes, setCodes] = useState<string[] | null>(null);

  const turnOff = async () => {
    try {
      await stepUp.run('factor_change', async (step_up) => {
        const ok = await overlays.confirm({
          title: t('securityCenter.totp.disableTitle'),
          content: t('securityCenter.totp.disableWarn'),
          confirmText: t('securityCenter.totp.disable'),
          cancelText: t('common.cancel'),
        });
        if (!ok) throw new StepUpCancelled();
        return disable.mutateAsync(step_up ? { step_up } : {});
      });
      Toast.show({ icon: 'success', content: t('securityCenter.totp.disabled') });
    } catch {
      // cancelled: nothing sent; a refusal was toasted by the helper
    }
  };

  const newCodes = async () => {
    try {
      const reply = await stepUp.run('factor_change', (step_up) =>
        renew.mutateAsync(step_up ? { step_up } : {}),
      );
      setCodes(reply.recovery_codes);
    } catch {
      // cancelled: nothing sent; a refusal was toasted by the helper
    }
  };

  const body = codes ? (
    <RecoveryCodesView
      codes={codes}
      account={user.data?.account ?? ''}
      onDone={() => void navigate(SECURITY_PATH, { replace: true })}
    />
  ) : (
    <QueryView query={overview}>
      {(o) =>
        o.totp ? (
          <div className="totp-on" data-testid="totp-on">
            <div className="hint-box">{t('securityCenter.totp.onIntro')}</div>
            <p className="totp-left" data-testid="totp-recovery-left">
              {t('securityCenter.recovery.leftLong', { n: o.recovery_codes_left })}
            </p>
            <Button block loading={renew.isPending} data-testid="totp-renew" onClick={() => void newCodes()}>
              {t('securityCenter.recovery.renew')}
            </Button>
            <Button
              block
              color="danger"
              fill="outline"
              className="submit-btn"
              loading={disable.isPending}
              data-testid="totp-disable"
              onClick={() => void turnOff()}
            >
              {t('securityCenter.totp.disable')}
            </Button>
          </div>
        ) : setup.data ? (
          <Enrol setup={setup.data} onEnabled={setCodes} />
        ) : (
          <div className="totp-off" data-testid="totp-off">
            <div className="hint-box">{t('securityCenter.totp.intro')}</div>
            <Button
              block
              color="primary"
              className="submit-btn"
              loading={setup.isPending}
              data-testid="totp-setup"
              onClick={() => setup.mutate()}
            >
              {t('securityCenter.totp.setUp')}
            </Button>
          </div>
        )
      }
    </QueryView>
  );

  return (
    <div className="page security-center" data-testid="authenticator-page">
      <PageNav title={t('securityCenter.totp.title')} />
      <div className="page-body">{body}</div>
      {stepUp.sheet}
    </div>
  );
}

import { List, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Toast } from '../../../components/overlays';
import { useSecurityOverview, useSetAllowList } from '../data/security';
import { AUTHENTICATOR_PATH, PASSKEYS_PATH } from '../paths';
import { AntiPhishingSheet } from './AntiPhishingSheet';
import { WithdrawalsPaused } from './WithdrawalsPaused';
import { useStepUp } from './useStepUp';
import '../security.css';

/**
 * The security center's two-factor group (on /pages/setting/security): the authenticator, passkeys, recovery
 * codes, the anti-phishing phrase, the withdrawal allow-list, and a banner while withdrawals are paused.
 */
export function TwoFactorGroup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const overview = useSecurityOverview();
  const allowList = useSetAllowList();
  const stepUp = useStepUp();
  const [phishing, setPhishing] = useState(false);
  const o = overview.data;
  const off = <span className="muted-warn">{t('securityCenter.off')}</span>;

  const toggleAllowList = async (enabled: boolean) => {
    try {
      await stepUp.run('allow_list', (step_up) =>
        allowList.mutateAsync(step_up ? { enabled, step_up } : { enabled }),
      );
      Toast.show({ content: enabled ? t('securityCenter.allowList.on') : t('securityCenter.allowList.off') });
    } catch {
      // a cancelled step-up sends nothing; a refusal was toasted by the helper
    }
  };

  return (
    <>
      {o ? <WithdrawalsPaused overview={o} /> : null}
      <List header={t('securityCenter.group')} className="two-factor" data-testid="security-two-factor">
        <List.Item
          data-testid="security-totp"
          description={t('securityCenter.totp.hint')}
          extra={
            o === undefined ? null : o.totp ? <span className="on-chip">{t('securityCenter.on')}</span> : off
          }
          onClick={() => void navigate(AUTHENTICATOR_PATH)}
        >
          {t('securityCenter.totp.title')}
        </List.Item>
        <List.Item
          data-testid="security-passkeys"
          extra={
            o === undefined
              ? null
              : o.passkeys.length > 0
                ? String(o.passkeys.length)
                : t('securityCenter.passkeysNone')
          }
          onClick={() => void navigate(PASSKEYS_PATH)}
        >
          {t('securityCenter.passkeys')}
        </List.Item>
        <List.Item
          data-testid="security-recovery"
          extra={o?.totp ? t('securityCenter.recovery.left', { n: o.recovery_codes_left }) : null}
          onClick={o?.totp ? () => void navigate(AUTHENTICATOR_PATH) : undefined}
          arrowIcon={o?.totp ? undefined : false}
        >
          {t('securityCenter.recovery.title')}
        </List.Item>
        <List.Item
          data-testid="security-anti-phishing"
          description={t('securityCenter.antiPhishing.hint')}
          extra={
            o === undefined ? null : o.anti_phishing ? (
              <span className="phrase">{o.anti_phishing}</span>
            ) : (
              <span className="muted-warn">{t('security.notBound')}</span>
            )
          }
          onClick={o ? () => setPhishing(true) : undefined}
        >
          {t('securityCenter.antiPhishing.title')}
        </List.Item>
        <List.Item
          data-testid="security-allow-list"
          description={t('securityCenter.allowList.hint')}
          extra={
            <Switch
              data-testid="security-allow-list-switch"
              checked={o?.allow_list ?? false}
              disabled={o === undefined}
              loading={allowList.isPending}
              onChange={(on) => void toggleAllowList(on)}
            />
          }
        >
          {t('securityCenter.allowList.title')}
        </List.Item>
      </List>
      <AntiPhishingSheet
        open={phishing}
        current={o?.anti_phishing ?? null}
        stepUp={stepUp}
        onClose={() => setPhishing(false)}
      />
      {stepUp.sheet}
    </>
  );
}

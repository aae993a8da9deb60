import { APP_VERSION, FIAT_CODES, LANGUAGES } from '@meridian/contract';
import type { FiatCode, LangCode } from '@meridian/contract';
import { Button, List } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { useLogout } from '../../account';
import { changeLanguage, uniCodeOf } from '../../../i18n';
import { formatPrice } from '../../../lib/format';
import { usePrefs } from '../../../state/prefs';
import { useSession } from '../../../state/session';
import { SupportUnreadCount } from '../../support';
import { PUSH_SETTINGS_PATH, forgetThisDevice, sendLanguageToThisDevice } from '../../push';
import { PickerSheet } from '../../../components/PickerSheet';
import { StayLoggedInItem } from '../components/StayLoggedInItem';
import { UserCard } from '../components/UserCard';
import './setting.css';

const LINKS = {
  account: [
    { title: 'security', path: '/pages/setting/security', testId: 'settings-security' },
    { title: 'priceAlerts', path: '/pages/setting/alerts', testId: 'settings-alerts' },
    { title: 'password', path: '/pages/setting/password', testId: 'settings-password' },
    { title: 'payPassword', path: '/pages/setting/payPassword', testId: 'settings-pay-password' },
    { title: 'sessions', path: '/pages/setting/sessions', testId: 'settings-sessions' },
    { title: 'real', path: '/pages/setting/real_mark', testId: 'settings-real' },
    { title: 'wallet', path: '/pages/setting/wallet', testId: 'settings-wallet' },
    { title: 'bill', path: '/pages/setting/bill', testId: 'settings-bill' },
    { title: 'bank', path: '/pages/setting/bank', testId: 'settings-bank' },
    { title: 'bankInternational', path: '/pages/setting/bank_international', testId: 'settings-bank-intl' },
    { title: 'areas', path: '/pages/setting/areas', testId: 'settings-areas' },
    { title: 'share', path: '/pages/setting/share', testId: 'settings-share' },
    { title: 'myQr', path: '/pages/setting/qrcode', testId: 'settings-qrcode' },
    { title: 'coupon', path: '/pages/setting/coupon', testId: 'settings-coupon' },
  ],
  support: [
    { title: 'faq', path: '/pages/common/faq', testId: 'settings-faq' },
    { title: 'aboutus', path: '/pages/common/aboutus', testId: 'settings-about' },
    { title: 'contactus', path: '/pages/common/contactus', testId: 'settings-contact' },
    { title: 'compliance', path: '/pages/setting/operational_compliance', testId: 'settings-compliance' },
    { title: 'download', path: '/pages/common/download', testId: 'settings-download' },
  ],
} as const;

/** /pages/setting/setting — user card, language, default fiat, links, logout. */
export default function SettingPage() {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lang, fiat, fiats, setLang, setFiat } = usePrefs();
  const logout = useLogout();
  const [sheet, setSheet] = useState<'lang' | 'fiat' | null>(null);
  const current = LANGUAGES.find((l) => l.code === lang);

  const pickLang = (code: string) => {
    setSheet(null);
    setLang(code as LangCode);
    void changeLanguage(code as LangCode).then(sendLanguageToThisDevice);
  };
  const pickFiat = (code: string) => {
    setSheet(null);
    setFiat(code as FiatCode);
    Toast.show({ content: t('settings.saved') });
  };
  const confirmLogout = async () => {
    const ok = await overlays.confirm({
      content: t('settings.logoutConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    // while the session is still valid: pushes of this account stop reaching this phone
    await forgetThisDevice();
    await logout.mutateAsync();
    void navigate('/pages/common/login', { replace: true });
    useSession.getState().clear();
    Toast.show({ content: t('settings.loggedOut') });
  };
  const languageName = (uniCode: string) => {
    try {
      return new Intl.DisplayNames([uniCodeOf(lang)], { type: 'language' }).of(uniCode) ?? null;
    } catch {
      return null;
    }
  };
  const rateOf = (code: FiatCode) => fiats.find((f) => f.currency_code === code)?.rate;

  return (
    <div className="page settings" data-testid="settings-page">
      <PageNav title={t('pages.setting')} />
      <div className="page-body">
        <UserCard />
        <List header={t('settings.general')}>
          <List.Item
            data-testid="settings-language"
            extra={current?.nativeName}
            onClick={() => setSheet('lang')}
          >
            {t('settings.language')}
          </List.Item>
          <List.Item
            data-testid="settings-fiat"
            extra={`${fiat.currency_code} · ${t(`fiat.${fiat.currency_code}`)}`}
            onClick={() => setSheet('fiat')}
          >
            {t('settings.fiat')}
          </List.Item>
          <StayLoggedInItem />
          <List.Item data-testid="settings-push" onClick={() => void navigate(PUSH_SETTINGS_PATH)}>
            {t('push.title')}
          </List.Item>
        </List>
        <List header={t('settings.account')}>
          {LINKS.account.map((l) => (
            <List.Item key={l.path} data-testid={l.testId} onClick={() => void navigate(l.path)}>
              {t(`pages.${l.title}`)}
            </List.Item>
          ))}
        </List>
        <List header={t('settings.support')}>
          {LINKS.support.map((l) => (
            <List.Item
              key={l.path}
              data-testid={l.testId}
              extra={l.testId === 'settings-contact' ? <SupportUnreadCount /> : undefined}
              onClick={() => void navigate(l.path)}
            >
              {t(`pages.${l.title}`)}
            </List.Item>
          ))}
          <List.Item extra={APP_VERSION}>{t('settings.version')}</List.Item>
        </List>
        <Button
          block
          className="logout-btn"
          data-testid="settings-logout"
          loading={logout.isPending}
          onClick={() => void confirmLogout()}
        >
          {t('settings.logout')}
        </Button>
      </div>
      <PickerSheet
        visible={sheet === 'lang'}
        title={t('settings.chooseLanguage')}
        testId="lang-sheet"
        value={lang}
        options={LANGUAGES.map((l) => ({
          value: l.code,
          label: l.nativeName,
          extra: l.code === lang ? null : languageName(l.uniCode),
        }))}
        onClose={() => setSheet(null)}
        onPick={pickLang}
      />
      <PickerSheet
        visible={sheet === 'fiat'}
        title={t('settings.chooseFiat')}
        testId="fiat-sheet"
        value={fiat.currency_code}
        options={FIAT_CODES.map((c) => {
          const rate = rateOf(c);
          return {
            value: c,
            label: `${c} · ${t(`fiat.${c}`)}`,
            extra: rate ? `1 USD = ${formatPrice(rate, 4)}` : c === 'USD' ? '1' : t('settings.rateUnknown'),
          };
        })}
        onClose={() => setSheet(null)}
        onPick={pickFiat}
      />
    </div>
  );
}

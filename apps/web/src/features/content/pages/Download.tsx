import { Button, Collapse } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { CheckCircleOutline, DownlandOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { usePublicSetting } from '../data/entries';
import { promptInstall, useInstallPrompt } from '../../../pwa/installPrompt';
import { detectPlatform, INSTALL_PLATFORMS, isStandalone } from '../../../pwa/platform';
import '../../../styles/entries.css';

/** The Android app link, when the operator set `apk_download_url` (an http(s) URL only). */
function ApkLink() {
  const { t } = useTranslation();
  const apk = usePublicSetting('apk_download_url');
  const url = apk.data?.trim() ?? '';
  if (!/^https?:\/\//i.test(url)) return null;
  return (
    <a className="download-apk" href={url} target="_blank" rel="noreferrer" data-testid="download-apk">
      <DownlandOutline /> {t('entries.downloadApk')}
    </a>
  );
}

/**
 * /pages/common/download — install Meridian. The browser's own install offer when it made one (captured
 * at start-up), "already installed" in the installed app, and otherwise the steps for iOS Safari, Android Chrome
 * and desktop Chrome/Edge: this device's first and open, all three viewable.
 */
export default function Download() {
  const { t } = useTranslation();
  const install = useInstallPrompt();
  const standalone =
    install.installedNow ||
    isStandalone(window.matchMedia?.bind(window), navigator as Navigator & { standalone?: boolean });
  const platform = detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
  const ordered = [platform, ...INSTALL_PLATFORMS.filter((p) => p !== platform)];
  const onInstall = async () => {
    const outcome = await promptInstall();
    if (outcome === 'accepted') Toast.show({ icon: 'success', content: t('entries.installDone') });
  };
  return (
    <div className="page download-page" data-testid="download-page" data-platform={platform}>
      <PageNav title={t('pages.download')} />
      <div className="page-body">
        <section className="download-hero card">
          <img src={`${import.meta.env.BASE_URL}icons/icon-192.png`} alt="" width={72} height={72} />
          <b>Meridian</b>
          <p className="muted">{t('entries.downloadIntro')}</p>
          {standalone ? (
            <div className="download-installed" data-testid="download-installed">
              <CheckCircleOutline /> {t('entries.alreadyInstalled')}
            </div>
          ) : install.canPrompt ? (
            <Button color="primary" block onClick={() => void onInstall()} data-testid="download-install">
              {t('entries.installButton')}
            </Button>
          ) : null}
          <ApkLink />
        </section>
        {standalone ? null : (
          <section className="download-steps" data-testid="download-instructions">
            <h3>{t('entries.howToInstall')}</h3>
            <Collapse defaultActiveKey={[platform]}>
              {ordered.map((p) => (
                <Collapse.Panel
                  key={p}
                  title={
                    <span data-testid={`download-platform-${p}`}>
                      {t(`entries.platform.${p}`)}
                      {p === platform ? <em className="download-this">{t('entries.thisDevice')}</em> : null}
                    </span>
                  }
                >
                  <ol className="download-list" data-testid={`download-steps-${p}`}>
                    {(['1', '2', '3'] as const).map((n) => (
                      <li key={n}>{t(`entries.steps.${p}.${n}`)}</li>
                    ))}
                  </ol>
                </Collapse.Panel>
              ))}
            </Collapse>
          </section>
        )}
      </div>
    </div>
  );
}

import { Button } from 'antd-mobile';
import { LinkOutline, StopOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { usePublicSetting } from '../data/entries';
import { approvedUrl } from '../data/webview';
import '../../../styles/entries.css';

/**
 * /pages/common/webView?url=…&title=… — an operator-approved external page (its origin listed in the
 * public setting `webview_allowlist`) in a frame under our navigation bar: back, its title, "open in browser".
 * Anything else is refused: no frame, the link shown as text.
 */
export default function WebView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('url') ?? '';
  const title = params.get('title')?.trim() || t('pages.webView');
  const allowlist = usePublicSetting('webview_allowlist');
  // with the allowlist not loaded yet nothing is approved, so the "open in browser" link waits for it
  const url = approvedUrl(raw, allowlist.data ?? '', { allowHttp: import.meta.env.DEV });
  const openOut = url ? (
    <a
      className="webview-open"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('entries.openInBrowser')}
      data-testid="webview-open"
    >
      <LinkOutline />
    </a>
  ) : undefined;
  return (
    <div className="page webview-page" data-testid="webview-page">
      <PageNav title={<span className="webview-title">{title}</span>} right={openOut} />
      <QueryView query={allowlist}>
        {() =>
          url ? (
            <iframe
              className="webview-frame"
              src={url}
              title={title}
              data-testid="webview-frame"
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
              referrerPolicy="no-referrer"
            />
          ) : (
            <div className="webview-refused state-view" role="alert" data-testid="webview-refused">
              <div className="state-icon">
                <StopOutline />
              </div>
              <div className="state-title">{t('entries.webviewRefused')}</div>
              <div className="muted">{t('entries.webviewRefusedDesc')}</div>
              {raw ? (
                <code className="webview-raw" data-testid="webview-raw">
                  {raw}
                </code>
              ) : null}
              <Button size="small" fill="outline" onClick={() => window.history.back()}>
                {t('common.back')}
              </Button>
            </div>
          )
        }
      </QueryView>
    </div>
  );
}

import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteDef } from '../../../lib/routeContext';
import { PageNav } from '../../../components/PageNav';
import './underDevelopment.css';

function Illustration() {
  return (
    <svg className="wip-art" viewBox="0 0 200 160" aria-hidden="true">
      <defs>
        <linearGradient id="wip-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f0dcaa" />
          <stop offset="1" stopColor="#b8975a" />
        </linearGradient>
      </defs>
      <circle cx="100" cy="80" r="68" fill="#1c222c" />
      <rect x="52" y="46" width="96" height="66" rx="10" fill="#242b37" stroke="#323a48" />
      <path
        d="M64 96l18-20 14 12 22-26 18 18"
        fill="none"
        stroke="url(#wip-g)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="146" cy="112" r="20" fill="#0d1016" stroke="url(#wip-g)" strokeWidth="4" />
      <path d="M146 102v10l7 5" fill="none" stroke="#d4ba83" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** Shared page for screens not built yet: localised title, back, illustration, home button. */
export default function UnderDevelopmentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const route = useRouteDef();
  const isTab = route?.tab !== undefined;
  return (
    <div className="page" data-testid="under-development">
      <PageNav title={route ? t(`pages.${route.title}`) : ''} back={!isTab} />
      <div className="wip">
        <Illustration />
        <h2>{t('common.underDevelopment')}</h2>
        <p>{t('common.underDevelopmentDesc')}</p>
        {route?.path === '/' || route?.tab === 0 ? null : (
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => void navigate('/', { replace: true })}
            data-testid="wip-home"
          >
            {t('common.backHome')}
          </Button>
        )}
      </div>
    </div>
  );
}

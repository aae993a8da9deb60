import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { formatDateTime } from '../../../lib/dates';
import { PasskeysSection } from '../components/passkeySlot';
import { useSecurityOverview } from '../data/security';
import '../security.css';

/** The saved passkeys as the overview lists them (the screen while the passkeys part is not in the build). */
function PasskeyList() {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  return (
    <QueryView query={overview}>
      {(o) =>
        o.passkeys.length === 0 ? (
          <EmptyView title={t('securityCenter.noPasskeys')} />
        ) : (
          <List>
            {o.passkeys.map((p) => (
              <List.Item key={p.id} description={formatDateTime(p.created_at)}>
                {p.name}
              </List.Item>
            ))}
          </List>
        )
      }
    </QueryView>
  );
}

/** /pages/setting/passkeys — the user's passkeys. */
export default function PasskeysPage() {
  const { t } = useTranslation();
  return (
    <div className="page security-center" data-testid="passkeys-page">
      <PageNav title={t('securityCenter.passkeys')} />
      <div className="page-body">{PasskeysSection ? <PasskeysSection /> : <PasskeyList />}</div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { useSiteConfig } from '../../content';
import { useInviteSummary } from '../data/hooks';
import { InviteCard } from '../components/InviteCard';
import { InviteLists } from '../components/InviteLists';
import { InviteRules } from '../components/InviteRules';
import './invite.css';

/**
 * /pages/setting/share — invite friends: the published rebate rate, what I earned, my code and link
 * (copy, share), the QR code and a poster to save or share, the rules, and my invited users, my rebate history
 * and the top inviters.
 */
export default function Share() {
  const { t } = useTranslation();
  const summary = useInviteSummary();
  const site = useSiteConfig();
  const siteName = site.data?.site_name || t('common.appName');
  return (
    <div className="page invite-page" data-testid="invite-page">
      <PageNav title={t('pages.share')} />
      <div className="page-body">
        <QueryView query={summary}>
          {(s) => (
            <>
              <InviteCard s={s} siteName={siteName} />
              <InviteRules rate={s.rate} />
              <InviteLists />
            </>
          )}
        </QueryView>
      </div>
    </div>
  );
}
